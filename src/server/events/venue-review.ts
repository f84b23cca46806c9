// After the event the host reviews the venue once; the venue's rating and review count follow
// in the same transaction.
import { eq, sql } from 'drizzle-orm'
import { REVIEW_MESSAGES, reviewAuthorName, type CreateReviewInput } from '~/domain/events/review'
import { eventStatus } from '~/domain/events/event-status'
import type { Db } from '../db/client'
import { reviews, users, venues } from '../db/schema'
import { notifyEventChanged } from './chat-notify'
import { catalogueChanged } from '../lib/catalogue-generation'
import { conflict } from '../lib/errors'
import { assertHost, findEventForMember } from './event-access'
import { iso } from './event-records'

export async function reviewEventVenue({
  db,
  eventId,
  userId,
  input,
  now = new Date(),
}: {
  db: Db
  eventId: number
  userId: number
  input: CreateReviewInput
  now?: Date
}) {
  return db.transaction(async (tx) => {
    const { event, role } = await findEventForMember({ db: tx, eventId, userId, forUpdate: true })
    assertHost({ event, role, userId }, REVIEW_MESSAGES.hostOnly)
    const status = eventStatus(event, now)
    if (status === 'cancelled') throw conflict(REVIEW_MESSAGES.cancelled)
    if (status !== 'past') throw conflict(REVIEW_MESSAGES.notYet)
    if (event.venueId === null) throw conflict(REVIEW_MESSAGES.noVenue)
    // Reviews of one venue are counted one transaction at a time, so none is left out of the average.
    const [venue] = await tx.select({ id: venues.id }).from(venues).where(eq(venues.id, event.venueId)).for('update')
    if (!venue) throw conflict(REVIEW_MESSAGES.noVenue)
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
    const [review] = await tx
      .insert(reviews)
      .values({
        venueId: venue.id,
        eventId,
        reviewerUserId: userId,
        authorName: reviewAuthorName(author.firstName, author.lastName),
        rating: input.rating,
        text: input.text,
        eventDate: event.date,
        createdAt: now,
      })
      .onConflictDoNothing({ target: reviews.eventId })
      .returning()
    if (!review) throw conflict(REVIEW_MESSAGES.already)
    const [updated] = await tx
      .update(venues)
      .set({
        rating: sql`(select round(avg(r.rating)::numeric, 1)::real from reviews r where r.venue_id = ${venue.id})`,
        reviewCount: sql`(select count(*)::int from reviews r where r.venue_id = ${venue.id})`,
        updatedAt: now,
      })
      .where(eq(venues.id, venue.id))
      .returning({ id: venues.id, rating: venues.rating, reviewCount: venues.reviewCount })
    await notifyEventChanged(tx, eventId, 'event')
    await catalogueChanged(tx)
    return {
      review: {
        id: review.id,
        rating: review.rating,
        text: review.text,
        authorName: review.authorName,
        createdAt: iso(review.createdAt)!,
      },
      venue: { id: updated.id, rating: Number(updated.rating), reviewCount: updated.reviewCount },
    }
  })
}
