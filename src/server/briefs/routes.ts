// The brief's routes, under /api: send a brief, read and accept from its comparison
// (signed link or owner), share it for a group vote, vote, and a signed-in planner's shortlist.
// Register with `{ prefix: '/api' }`. One plugin per resource; what they share is brief-route-schemas.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { briefComparisonRoutes } from './brief-comparison-routes'
import { briefSendingRoutes } from './brief-sending-routes'
import { shortlistRoutes } from './shortlist-routes'
import { voteRoutes } from './vote-routes'

export const briefRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(briefSendingRoutes)
  await app.register(briefComparisonRoutes)
  await app.register(voteRoutes)
  await app.register(shortlistRoutes)
}
