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

/**
 * GET /api/auth/user: the user and what her menus need to know about her, so that a page load asks
 * one question of her own profile rather than probing endpoints that refuse her.
 */
export const currentUserSchema = authUserSchema.extend({
  /** She manages a venue in the venue portal (staff: some venue has a manager): the menus link to it. */
  managesVenues: z.boolean(),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

export const NOT_SIGNED_IN_MESSAGE = 'Please log in to continue.'
export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.'
