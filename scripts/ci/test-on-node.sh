#!/usr/bin/env bash
# Runs the unit and API tests (SQLite) under another Node major, e.g. `scripts/ci/test-on-node.sh 24`.
# Node comes from the npm registry's `node` package, which ships the binary with its headers.
# Nothing is rebuilt: the native modules Folio loads on Node 22 and later (better-sqlite3 13,
# argon2, sharp) are Node-API builds that every such major loads (see
# apps/server/src/db/dialects/sqlite-driver.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."

major="${1:?usage: test-on-node.sh <major> [vitest args...]}"
shift

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

npm install --prefix "$work" --no-save --no-audit --no-fund --loglevel=error "node@$major" >/dev/null
nodeBin="$work/node_modules/node/bin"
echo "Node $("$nodeBin/node" --version)"

PATH="$nodeBin:$PATH" npx vitest run --project schema --project sdk --project server "$@"
