import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthDegradedSchema, healthOkSchema } from '~/domain/health'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // Answered even when the app sheds load (@fastify/under-pressure in app.ts): busy is not down.
      config: { pressureHandler: () => undefined },
      schema: {
        response: {
          200: healthOkSchema,
          503: healthDegradedSchema,
        },
      },
    },
    async (_req, reply) => {
      const ok = await app.database.ping()
      const database = { kind: app.database.kind, ok }
      return ok
        ? reply.code(200).send({ status: 'ok' as const, database: { kind: database.kind, ok: true as const } })
        : reply.code(503).send({ status: 'degraded' as const, database: { kind: database.kind, ok: false as const } })
    },
  )
}
