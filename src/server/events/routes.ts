// Everything of the host dashboard, registered under /api: the dashboard API, the live
// chat socket and its hub, and the public invitation / RSVP routes. WebSockets are app.ts's plugin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ChatHub } from './chat-hub'
import { chatSocketRoutes } from './chat-socket-routes'
import { dashboardRoutes } from './dashboard-routes'
import { doorRoutes } from './door-routes'
import { publicEventRoutes } from './public-routes'

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new ChatHub(app.database, app.log.child({ module: 'chat' }))
  await hub.start()
  app.addHook('onClose', () => hub.stop())

  await app.register(dashboardRoutes, { prefix: '/dashboard' })
  await app.register(doorRoutes, { prefix: '/dashboard' })
  await app.register(chatSocketRoutes, { prefix: '/dashboard', hub })
  await app.register(publicEventRoutes)
}
