// Saved venues of a signed-in planner (src/server/favourites).
import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt } from './columns'
import { venues } from './venues'

/** Saved venues of a signed-in planner. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.venueId] })],
)
