// The team (admins grant and revoke the staff role) and who a request can be assigned to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { userIdParamsSchema } from '~/domain/api/api-fields'
import { roleChangeSchema, teamMemberSchema, teamQuerySchema, teamResponseSchema } from '~/domain/staff/team-api'
import { requireRole, signedInUser } from '../auth/auth-plugin'
import { listTeam, setRole } from './team'
import { staffErrors, tags } from './staff-route-schemas'

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = requireRole('admin')

  app.get(
    '/team',
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Staff and admins (or, with q, any matching account)',
        tags,
        querystring: teamQuerySchema,
        response: { 200: teamResponseSchema, ...staffErrors },
      },
    },
    async (req) => ({
      members: await listTeam({ db: app.db, q: req.query.q }),
    }),
  )

  app.put(
    '/team/:userId/role',
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Grant or revoke the staff role',
        tags,
        params: userIdParamsSchema,
        body: roleChangeSchema,
        response: { 200: teamMemberSchema, ...staffErrors },
      },
    },
    async (req) => setRole({ db: app.db, actor: signedInUser(req), userId: req.params.userId, role: req.body.role }),
  )

  /** Who a request can be assigned to (every staff member may read it). */
  app.get(
    '/assignees',
    {
      schema: {
        summary: 'Staff a request can be assigned to',
        tags,
        response: { 200: teamResponseSchema, ...staffErrors },
      },
    },
    async () => ({
      members: await listTeam({ db: app.db }),
    }),
  )
}
