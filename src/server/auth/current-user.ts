// GET /api/auth/user: the signed-in user with what the menus show her, answered from her own rows.
import { eq, sql } from 'drizzle-orm'
import type { AuthUser, CurrentUser } from '~/domain/auth/auth-user'
import type { Db } from '../db/client'
import { venueMembers } from '../db/schema'

/**
 * Whether the venue portal has something for her: a venue she manages, or for staff (who work on
 * any managed venue's behalf) any venue with a manager, as the portal's own list counts them.
 */
export async function currentUser({ db, user }: { db: Db; user: AuthUser }): Promise<CurrentUser> {
  const staff = user.role === 'staff' || user.role === 'admin'
  const [member] = await db
    .select({ one: sql<number>`1` })
    .from(venueMembers)
    .where(staff ? undefined : eq(venueMembers.userId, user.id))
    .limit(1)
  return { ...user, managesVenues: member !== undefined }
}
