import type { FastifyPluginAsync } from 'fastify'

import { buildRobots, buildSitemap } from './operations/build-sitemap.js'

/** The public `/sitemap.xml` and `/robots.txt`, outside the API, where crawlers look. */
export const seoPublicRoutes: FastifyPluginAsync = async (app) => {
  const sitemapUrl = `${app.config.auth.apiExternalUrl.replace(/\/+$/, '')}/sitemap.xml`

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await buildSitemap(request.ctx)
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(xml)
  })

  app.get('/robots.txt', async (request, reply) => {
    const text = await buildRobots(request.ctx, sitemapUrl)
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(text)
  })
}
