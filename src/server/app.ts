// buildApp: the whole HTTP application, used by main.ts and by the tests (app.inject).
import fs from 'node:fs'
import path from 'node:path'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import websocket from '@fastify/websocket'
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { matchAppPage } from '~/domain/site/app-pages'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { onEmailProven, onSessionsRevoked } from './auth/account-hooks'
import { registerWebAssets } from './assets/web-assets'
import { authPlugin } from './auth/auth-plugin'
import { authRoutes } from './auth/routes'
import { briefRoutes } from './briefs/routes'
import type { Config } from './config'
import type { Database, Db } from './db/client'
import { conciergeRoutes } from './concierge/routes'
import { ConversationHub } from './concierge/conversation-hub'
import { notifyConversationSessionsRevoked } from './concierge/conversation-notify'
import { conversationRoutes } from './concierge/conversation-routes'
import { createCallieEngines } from './concierge/engines'
import { onBookedEventCancel } from './events/booked-event-hooks'
import { notifySessionsRevoked } from './events/chat-notify'
import { claimPendingEvents } from './events/confirmed-request-event'
import { eventRoutes } from './events/routes'
import { experienceRoutes } from './experiences/routes'
import { favouriteRoutes } from './favourites/routes'
import { healthRoutes } from './health/routes'
import { mcpRoutes } from './mcp/routes'
import { mediaRoutes } from './media/routes'
import { publicConfigRoutes } from './public-config/routes'
import { handleClientError, handleError, refuseRequestsWhileClosing, routeNotFound } from './lib/error-handler'
import { compressNotFoundPages } from './lib/compress-pages'
import { registerLoadShedding } from './lib/load-shedding'
import { helmetHeaders, helmetOptions, registerSecurityHeaders } from './lib/security-headers'
import { registerDatabaseQueueShedding } from './lib/database-queue'
import { notFoundRateLimit } from './lib/rate-limit'
import { databaseRateLimitStore } from './lib/rate-limit-store'
import { safeDecode } from './seo/page-meta'
import { bumpCatalogueGeneration, CATALOGUE_CHANNEL, catalogueNoticeReceived } from './lib/catalogue-generation'
import { listenToChannel } from './lib/channel-listener'
import { createReadCache, type ReadCache } from './lib/read-cache'
import { createPhotoStore, type PhotoStore } from './lib/photo-store'
import { APP_ROOT } from './lib/app-root'
import { newsletterRoutes } from './newsletter/routes'
import { paymentRoutes } from './payments/routes'
import { placeRoutes } from './places/routes'
import { myBookingsRoutes, proposalRoutes } from './bookings/routes'
import { cancelBookedEvent, cancellationRoutes } from './bookings/cancellation-routes'
import { agreementRoutes } from './bookings/agreement-routes'
import { calendarFeedRoutes } from './venue-portal/calendar-routes'
import { venueInvitationRoutes } from './venue-portal/manager-routes'
import { venuePortalRoutes } from './venue-portal/routes'
import { requestRoutes } from './requests/routes'
import { reviewRoutes } from './reviews/routes'
import { staffRoutes } from './staff/routes'
import { uploadedMediaRoutes } from './staff/uploaded-media-routes'
import { firstPaintInliner } from './seo/first-paint'
import { createSpaPageSender, seoRoutes } from './seo/routes'
import { createPageRenderer, type RendererModule } from './seo/server-render'
import { loggerOptions, requestLogController } from './logger'
import { venueRoutes } from './venues/routes'
import { createLocalReads, type LocalReads } from './lib/local-reads'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    database: Database
    db: Db
    /** Uploaded venue photos: DATA_DIR/media/uploads, or the S3 bucket when S3_BUCKET is set. */
    photoStore: PhotoStore
    /** Cached public answers (src/server/lib/read-cache.ts). */
    readCache: ReadCache
    /** The public API's answers to the server's own reads, in process (src/server/lib/local-reads.ts). */
    localReads: LocalReads
  }
}

export const WEB_DIST = path.join(APP_ROOT, 'dist', 'web')
/** The server renderer of the public pages, built beside the web app (src/web/entry-server.tsx). */
export const SERVER_RENDER_ENTRY = path.join(APP_ROOT, 'dist', 'server', 'entry-server.js')

export type BuildAppOptions = {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Serve the built single-page app (off in API tests). */
  serveWeb?: boolean
  /** Where the built web app is (tests point it at a fixture). */
  webDir?: string
  /** The built server renderer (or its module); pages are client-rendered when the file is absent. */
  serverRenderEntry?: string | RendererModule
}

export async function buildApp({
  config,
  database,
  logger,
  serveWeb = true,
  webDir = WEB_DIST,
  serverRenderEntry = SERVER_RENDER_ENTRY,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    // One line per request, written when it is answered, instead of Fastify's two (logger.ts).
    logController: requestLogController(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A client that announces a body and never sends it (or drips it) gets a 408 and is cut off
    // instead of holding a connection. Node checks these deadlines every connectionsCheckingInterval
    // (30 s by default, which is what let a stalled body hang for 30 s).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(10_000, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
    // Longer than the usual load balancer idle timeout (60 s) so it never reuses a closed socket.
    keepAliveTimeout: 72_000,
    routerOptions: { maxParamLength: 200 },
    // Errors raised before a route runs answer in the same shape as the rest (lib/error-handler.ts).
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('database', database)
  app.decorate('db', database.db)
  const photoStore = await createPhotoStore(config)
  app.decorate('photoStore', photoStore)
  app.addHook('onClose', () => photoStore.close())
  app.log.info({ photoStore: photoStore.location }, 'venue photo storage')

  // One shape for every error answer, Fastify's own included (src/server/lib/error-handler.ts).
  app.setErrorHandler(handleError)
  refuseRequestsWhileClosing(app)

  // Load shedding first, ahead of every other hook (helmet's included): a shed answer is most of
  // what a flooded server sends, and each hook it skips is time the turn of the loop does not spend.
  // A saturated event loop answers 503 + Retry-After at once (src/server/lib/load-shedding.ts);
  // /api/health is exempt (src/server/health/routes.ts) so the instance is not taken out for being busy.
  if (config.MAX_EVENT_LOOP_DELAY_MS > 0) await registerLoadShedding(app, config)
  // So does a database with more queries waiting than it can answer soon (src/server/lib/database-queue.ts).
  if (config.MAX_DATABASE_QUEUE > 0)
    registerDatabaseQueueShedding(app, { database, maxQueued: config.MAX_DATABASE_QUEUE })

  // External plugins, fixed order: external, then authentication, then routes (docs/architecture.md).
  // Helmet's headers (the CSP with the first paint's script hashes and the configured sign-in
  // providers) are worked out once here and set on every answer (src/server/lib/security-headers.ts).
  const firstPaint = firstPaintInliner(webDir)
  registerSecurityHeaders(app, await helmetHeaders(helmetOptions(config, firstPaint)), {
    'permissions-policy': PERMISSIONS_POLICY,
  })
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })
  compressNotFoundPages(app)
  // Counted in the database so every instance enforces one limit, search in memory (src/server/lib/rate-limit*.ts).
  // If the database cannot count, the request goes on: it needs the database anyway and will say so.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db), skipOnError: true })
  // WebSockets for every feature's live routes (team chat, a conversation with Callie): one upgrade handler.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } })
  // Public answers cached in process, forgotten when any instance changes the catalogue (a notice
  // on CATALOGUE_CHANNEL) and when this one starts listening again (notices may have been missed).
  app.decorate('readCache', createReadCache({ maxMb: config.READ_CACHE_MB }))
  app.decorate('localReads', createLocalReads())
  // Every GET route, so that a reader never answers a path another route owns (local-reads.ts).
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().includes('GET')) app.localReads.known(route.url)
  })
  const stopCatalogueListener = await listenToChannel({
    database,
    channel: CATALOGUE_CHANNEL,
    onPayload: catalogueNoticeReceived,
    onConnected: bumpCatalogueGeneration,
    log: app.log,
  })
  app.addHook('onClose', () => stopCatalogueListener())
  await app.register(swagger, {
    openapi: { info: { title: 'Bountiful API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  })
  // Public in development and test; off in production unless API_DOCS=on (README "API documentation").
  if (config.API_DOCS === 'on') await app.register(swaggerUi, { routePrefix: '/api/docs' })

  // App plugins: req.user from the bearer token, for every route below.
  await app.register(authPlugin)
  // Auth tells other features what happened to an account without importing them: events claims
  // the events waiting for a proven email and closes the chat sockets of ended sessions.
  onEmailProven(claimPendingEvents)
  onSessionsRevoked(notifySessionsRevoked)
  onSessionsRevoked(notifyConversationSessionsRevoked)
  // The host cancelling a booked event cancels the booking, through its owner (refunds, the space,
  // the request, the venue and our team told), without events importing bookings.
  onBookedEventCancel(cancelBookedEvent)

  // Feature routes.
  await app.register(healthRoutes, { prefix: '/api' })
  await app.register(mediaRoutes, { prefix: '/media' })
  await app.register(requestRoutes, { prefix: '/api' })
  await app.register(newsletterRoutes, { prefix: '/api' })
  await app.register(venueRoutes, { prefix: '/api' })
  await app.register(placeRoutes, { prefix: '/api' })
  await app.register(experienceRoutes, { prefix: '/api' })
  await app.register(reviewRoutes, { prefix: '/api' })
  await app.register(publicConfigRoutes, { prefix: '/api' })
  await app.register(conciergeRoutes, { prefix: '/api' })
  app.decorate('callieEngines', createCallieEngines({ db: database.db, config }))
  const callieHub = new ConversationHub(database, app.log.child({ module: 'callie-live' }))
  await callieHub.start()
  app.addHook('onClose', () => callieHub.stop())
  app.decorate('callieHub', callieHub)
  await app.register(conversationRoutes, { prefix: '/api' })
  await app.register(mcpRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(favouriteRoutes, { prefix: '/api' })
  await app.register(eventRoutes, { prefix: '/api' })
  await app.register(staffRoutes, { prefix: '/api/staff' })
  await app.register(proposalRoutes, { prefix: '/api' })
  await app.register(myBookingsRoutes, { prefix: '/api' })
  await app.register(cancellationRoutes, { prefix: '/api' })
  await app.register(agreementRoutes, { prefix: '/api' })
  await app.register(briefRoutes, { prefix: '/api' })
  await app.register(paymentRoutes, { prefix: '/api' })
  await app.register(venuePortalRoutes, { prefix: '/api/venue-portal' })
  await app.register(venueInvitationRoutes, { prefix: '/api' })
  await app.register(calendarFeedRoutes, { prefix: '/api' })
  await app.register(uploadedMediaRoutes, { prefix: '/media/uploads' })
  await app.register(seoRoutes)

  // App pages get index.html with their own title, description and structured data (src/server/seo).
  const sendSpaPage = createSpaPageSender({
    app,
    templatePath: path.join(webDir, 'index.html'),
    firstPaint,
    renderPage: createPageRenderer({ app, entry: serverRenderEntry }),
    cacheMb: config.PAGE_CACHE_MB,
  })

  // Unknown routes and pages are rate limited per client address (counted in memory, as search
  // is); a page the app has is never counted, whatever its token or id turns out to be.
  const limitNotFound = app.rateLimit(notFoundRateLimit(config))
  // A page answers HEAD as it answers GET, without the body (Node drops it): link checkers and
  // uptime monitors ask with HEAD, and a 404 there reads as a broken page.
  const isApiOrNotGet = (req: FastifyRequest) =>
    req.url.startsWith('/api/') || req.url === '/api' || (req.method !== 'GET' && req.method !== 'HEAD') || !serveWeb
  app.setNotFoundHandler(
    {
      preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
        if (isApiOrNotGet(req) || !matchAppPage(safeDecode(req.url.split('?')[0])))
          await limitNotFound.call(app, req, reply)
      },
    },
    (req, reply) => {
      if (isApiOrNotGet(req)) throw routeNotFound(req)
      return sendSpaPage(req, reply)
    },
  )

  if (serveWeb) {
    if (!fs.existsSync(path.join(webDir, 'index.html'))) {
      app.log.warn(`No built web app in ${webDir}; run "npm run build"`)
    }
    await registerWebAssets(app, { webDir })
    app.get('/', { schema: { hide: true }, config: { servesPage: true } }, (req, reply) => sendSpaPage(req, reply))
  }

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

/** Features the product never uses are off for every page and any frame it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')
