// Reviews of venues (src/server/reviews).
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'
import { createdAt } from './columns'
import { events } from './events'
import { venues } from './venues'

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    eventDate: date('event_date', { mode: 'string' }),
    /** Set when a host reviews after their event; one review per event. */
    eventId: integer('event_id').references((): AnyPgColumn => events.id, { onDelete: 'set null' }),
    reviewerUserId: integer('reviewer_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** An illustrative review of the seeded demo catalogue, written by nobody. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_venue_idx').on(t.venueId, t.createdAt.desc()), uniqueIndex('reviews_event_key').on(t.eventId)],
)
