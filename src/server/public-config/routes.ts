// What the web app needs to know about this deployment (no secrets).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

export const publicConfigSchema = z.object({
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  conciergeEmail: z.string(),
})

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    mapTileUrl: app.config.MAP_TILE_URL,
    mapTileAttribution: app.config.MAP_TILE_ATTRIBUTION,
    conciergeEmail: app.config.CONCIERGE_EMAIL,
  }
  app.get('/config', { schema: { response: { 200: publicConfigSchema } } }, async () => body)
  // No I/O at all: the baseline the benchmarks compare every route against.
  app.get('/ping', { schema: { hide: true } }, async () => ({ ok: true }))
}
