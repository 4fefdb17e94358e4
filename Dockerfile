# Folio in a container: `docker build -t folio .` then
# `docker run -p 3000:3000 -v folio-data:/data -e SITE_URL=http://localhost:3000 folio`.
# compose.yaml runs two instances with PostgreSQL, Redis and MinIO.

# --- Build: compilers for the native modules (better-sqlite3, argon2, sharp), then the app ---
FROM node:20-bookworm AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/schema/package.json packages/schema/
COPY packages/sdk/package.json packages/sdk/
COPY packages/preview/package.json packages/preview/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- Run: the built app on a slim image, as the unprivileged node user ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Young-generation semi-spaces of 8 MB instead of V8's 16: some 15-20 MB less resident memory
# under load for the same CPU (docs/benchmarks.md). V8 reads this only from the command line.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "apps/server/dist/server.js"]
