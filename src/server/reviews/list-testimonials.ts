// Testimonials are never typed in: they are the best reviews hosts wrote after a real event, at a
// real (non-demo, still listed) venue, quoted with the host's first name and the venue's city.
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm'
import { TESTIMONIAL_MIN_RATING, TESTIMONIALS_SHOWN, type Testimonial } from '~/domain/site/testimonials'
import type { Db } from '../db/client'
import { cities, reviews, users, venues } from '../db/schema'

export async function listTestimonials({
  db,
  limit = TESTIMONIALS_SHOWN,
}: {
  db: Db
  limit?: number
}): Promise<Testimonial[]> {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      firstName: users.firstName,
      city: cities.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.reviewerUserId))
    .innerJoin(venues, eq(venues.id, reviews.venueId))
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(
      and(
        isNotNull(reviews.eventId),
        eq(reviews.isDemo, false),
        eq(venues.isDemo, false),
        eq(venues.status, 'active'),
        gte(reviews.rating, TESTIMONIAL_MIN_RATING),
      ),
    )
    .orderBy(desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
}
