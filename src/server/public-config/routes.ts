// What the web app needs to know about this deployment (no secrets).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicConfigSchema } from '~/domain/site/public-config'
import { answered, answerSerializer } from '../lib/local-reads'
import { hasPublicDemoVenues } from './has-public-demo-venues'

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    mapTileUrl: app.config.MAP_TILE_URL,
    mapTileAttribution: app.config.MAP_TILE_ATTRIBUTION,
    conciergeEmail: app.config.CONCIERGE_EMAIL,
    googleClientId: firstId(app.config.GOOGLE_CLIENT_ID),
    appleClientId: firstId(app.config.APPLE_CLIENT_ID),
    introVideoUrl: app.config.INTRO_VIDEO_URL ?? null,
    introVideoPosterUrl: app.config.INTRO_VIDEO_POSTER_URL ?? null,
    socialLinks: {
      instagram: app.config.SOCIAL_INSTAGRAM_URL ?? null,
      linkedin: app.config.SOCIAL_LINKEDIN_URL ?? null,
      x: app.config.SOCIAL_X_URL ?? null,
    },
    cardPayments: Boolean(app.config.STRIPE_SECRET_KEY && app.config.STRIPE_WEBHOOK_SECRET),
  }
  // Read per request (one probe of a partial index) so every instance agrees the moment staff
  // archive the last demo venue or import real ones.
  const answer = async () => ({
    ...body,
    demoCatalogue: app.config.DEMO_CATALOGUE === 'on' && (await hasPublicDemoVenues(app.db)),
  })
  app.get('/config', { schema: { response: { 200: publicConfigSchema } } }, answer)
  // The same answer for the server's own reads (every page's render), in process.
  const route = `${app.prefix}/config`
  const serialize = answerSerializer(route, publicConfigSchema, 'zod')
  app.localReads.add(route, () => answered(async () => serialize(await answer())))
  // No I/O at all: the baseline the benchmarks compare every route against.
  app.get('/ping', { schema: { hide: true }, config: { waitsForDatabase: false } }, async () => ({ ok: true }))
}

const firstId = (ids: string | undefined) => ids?.split(',')[0].trim() || null
