// buildApp: the whole HTTP application, used by main.ts and by the tests (app.inject).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { type FastifyError, type FastifyServerOptions } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { authPlugin } from './auth/auth-plugin'
import { authRoutes } from './auth/routes'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import { conciergeRoutes } from './concierge/routes'
import { eventRoutes } from './events/routes'
import { experienceRoutes } from './experiences/routes'
import { favouriteRoutes } from './favourites/routes'
import { healthRoutes } from './health/routes'
import { mediaRoutes } from './media/routes'
import { publicConfigRoutes } from './public-config/routes'
import { AppError, type ErrorBody } from './lib/errors'
import { createPhotoStore, type PhotoStore } from './lib/photo-store'
import { newsletterRoutes } from './newsletter/routes'
import { placeRoutes } from './places/routes'
import { proposalRoutes } from './proposals/routes'
import { requestRoutes } from './requests/routes'
import { staffRoutes } from './staff/routes'
import { uploadedMediaRoutes } from './staff/uploaded-media-routes'
import { createSpaPageSender, seoRoutes } from './seo/routes'
import { venueRoutes } from './venues/routes'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    db: Db
    /** Uploaded venue photos: DATA_DIR/media/uploads, or the S3 bucket when S3_BUCKET is set. */
    photoStore: PhotoStore
  }
}

export const WEB_DIST = fileURLToPath(new URL('../../dist/web', import.meta.url))

export type BuildAppOptions = {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Serve the built single-page app (off in API tests). */
  serveWeb?: boolean
  /** Where the built web app is (tests point it at a fixture). */
  webDir?: string
}

export async function buildApp({ config, database, logger, serveWeb = true, webDir = WEB_DIST }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      // Capability links (session tokens in ?token=, invitation, proposal and RSVP tokens) stay out of logs.
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      },
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  const photoStore = createPhotoStore(config)
  app.decorate('photoStore', photoStore)
  app.addHook('onClose', () => photoStore.close())
  app.log.info({ photoStore: photoStore.location }, 'venue photo storage')

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {}
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body'
        errors[field] ??= issue.message ?? 'Invalid value'
      }
      const [field, msg] = Object.entries(errors)[0] ?? ['request', 'Invalid request']
      return reply.code(400).send({ message: `${field}: ${msg}`, errors } satisfies ErrorBody)
    }
    if (err instanceof AppError) {
      if (err.status >= 500) req.log.error({ err }, err.message)
      return reply.code(err.status).send({ message: err.message, ...(err.errors ? { errors: err.errors } : {}) })
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
    if (status === 500) {
      req.log.error({ err }, 'unhandled error')
      return reply.code(500).send({ message: 'Something went wrong. Please try again.' } satisfies ErrorBody)
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit) keep their status with our shape.
    return reply.code(status).send({ message: err.message } satisfies ErrorBody)
  })

  // External plugins, fixed order (STYLE.md §7).
  // Sign-in providers' scripts and frames are allowed only when that provider is configured.
  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : []
  const apple = config.APPLE_CLIENT_ID ? ['https://appleid.cdn-apple.com', 'https://appleid.apple.com'] : []
  // An intro video (and its poster) served from elsewhere, a CDN say, is allowed from that origin only.
  const introVideo = foreignOrigin(config.INTRO_VIDEO_URL, config.PUBLIC_URL)
  const introPoster = foreignOrigin(config.INTRO_VIDEO_POSTER_URL, config.PUBLIC_URL)
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.MAP_TILE_URL), ...google, ...introPoster],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        scriptSrc: ["'self'", ...google, ...apple],
        frameSrc: ["'self'", ...google, ...apple],
        connectSrc: ["'self'", 'ws:', 'wss:', ...google, ...apple],
        mediaSrc: ["'self'", ...introVideo],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(rateLimit, { global: false })
  await app.register(swagger, {
    openapi: { info: { title: 'Bountiful API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })

  // App plugins: req.user from the bearer token, for every route below.
  await app.register(authPlugin)

  // Feature routes.
  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(mediaRoutes, { prefix: '/media' })
  await app.register(requestRoutes, { prefix: '/api' })
  await app.register(newsletterRoutes, { prefix: '/api' })
  await app.register(venueRoutes, { prefix: '/api' })
  await app.register(placeRoutes, { prefix: '/api' })
  await app.register(experienceRoutes, { prefix: '/api' })
  await app.register(publicConfigRoutes, { prefix: '/api' })
  await app.register(conciergeRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(favouriteRoutes, { prefix: '/api' })
  await app.register(eventRoutes, { prefix: '/api' })
  await app.register(staffRoutes, { prefix: '/api/staff' })
  await app.register(proposalRoutes, { prefix: '/api' })
  await app.register(uploadedMediaRoutes, { prefix: '/media/uploads' })
  await app.register(seoRoutes)

  // App pages get index.html with their own title, description and structured data (src/server/seo).
  const sendSpaPage = createSpaPageSender({ app, templatePath: path.join(webDir, 'index.html') })

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url === '/api' || req.method !== 'GET' || !serveWeb) {
      return reply.code(404).send({ message: `Not found: ${req.method} ${req.url.split('?')[0]}` } satisfies ErrorBody)
    }
    return sendSpaPage(req, reply)
  })

  if (serveWeb) {
    if (!fs.existsSync(path.join(webDir, 'index.html'))) {
      app.log.warn(`No built web app in ${webDir}; run "npm run build"`)
    }
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
    app.get('/', { schema: { hide: true } }, (req, reply) => sendSpaPage(req, reply))
  }

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

/** The origin of `url` when it is another site's ([] for a path on this site or our own origin). */
function foreignOrigin(url: string | undefined, publicUrl: string): string[] {
  if (!url || url.startsWith('/')) return []
  const origin = new URL(url).origin
  return origin === new URL(publicUrl).origin ? [] : [origin]
}

function tileOrigin(template: string): string {
  try {
    return new URL(template.replace('{s}.', 'a.').replace(/\{[a-z]\}/g, '0')).origin.replace('//a.', '//*.')
  } catch {
    return "'self'"
  }
}

export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|guest)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/(?:invitations|proposals)\/)[^/?#]+/g, '$1[redacted]')
}
