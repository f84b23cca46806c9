// /api/dashboard/*: the host dashboard. Signed-out → 401 (hook); anyone who is not a member of
// the event → 404 'Event not found' (inside each query); a co-host asking for a host-only action → 403.
// One plugin per resource; this one guards the prefix.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../auth/auth-plugin'
import { chatMessageRoutes } from './chat-message-routes'
import { coHostRoutes } from './co-host-routes'
import { dashboardEventRoutes } from './dashboard-event-routes'
import { guestRoutes } from './guest-routes'
import { taskRoutes } from './task-routes'

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser)

  await app.register(dashboardEventRoutes)
  await app.register(taskRoutes)
  await app.register(coHostRoutes)
  await app.register(chatMessageRoutes)
  await app.register(guestRoutes)
}
