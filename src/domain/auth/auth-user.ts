// The signed-in user as GET /api/auth/user returns it: id, names, email, picture, role and a verified flag.
import { z } from 'zod'

export const USER_ROLES = ['planner', 'staff', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const authUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  /** The owner proved the address (verification link, password reset, Google/Apple). */
  emailVerified: z.boolean(),
})
export type AuthUser = z.infer<typeof authUserSchema>

export const NOT_SIGNED_IN_MESSAGE = 'Please log in to continue.'
export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.'
