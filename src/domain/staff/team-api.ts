// The team: GET /api/staff/team (admins), PUT /api/staff/team/:userId/role, GET /api/staff/assignees.
import { z } from 'zod'
import { text } from '../text-field'

export const teamMemberSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['planner', 'staff', 'admin']),
  createdAt: z.string(),
})
export type TeamMember = z.infer<typeof teamMemberSchema>

export const teamResponseSchema = z.object({ members: z.array(teamMemberSchema) })
export type TeamResponse = z.infer<typeof teamResponseSchema>

export const teamQuerySchema = z.object({ q: text().trim().max(200).optional() })
export const roleChangeSchema = z.object({
  role: z.enum(['planner', 'staff'], { error: "Role must be 'planner' or 'staff'" }),
})
