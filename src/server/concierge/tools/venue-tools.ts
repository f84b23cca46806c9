// Tools about one venue: its details, its spaces and packages, its policies and how fast it
// answers. Each returns the venue's card too, so an answer about it can show it.
import { z } from 'zod'
import {
  responseTimeOutputSchema,
  policiesOutputSchema,
  spacesOutputSchema,
  venueDetailsOutputSchema,
  venueQuestionSchema,
} from '~/domain/concierge/callie-tools-api'
import { SPACE_KIND_LABELS } from '~/domain/concierge/venue-availability'
import { venueCardOf } from '~/domain/concierge/venue-card'
import { formatCents } from '~/domain/pricing/estimate'
import { DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import { responseTimeLabel } from '~/domain/venue-portal/response-time'
import type { CancellationTerm } from '~/domain/venues/cancellation-terms'
import { eq } from 'drizzle-orm'
import { venueSpaces } from '../../db/schema'
import { getResponseTime, getVenueDetail, getVenueSummary } from '../../venues/get-venue'
import { listPlannerPackages } from '../../venues/planner-packages'
import { cardsFor } from './venue-cards'
import { venueRows } from './venue-facts'
import { defineTool, ToolError, type ToolContext } from './tool'

type VenueQuestion = z.infer<typeof venueQuestionSchema>

/** The venue's card for the question (priced for its group when one is given). */
export async function cardOf(ctx: ToolContext, q: VenueQuestion) {
  const venue = await getVenueSummary({ db: ctx.db, id: q.venueId, now: ctx.now }).catch(() => {
    throw new ToolError(`No venue ${q.venueId} in our catalogue`)
  })
  if (!q.groupSize) return venueCardOf({ venue, quote: null, available: null, reason: null })
  const [{ quote }] = await cardsFor(ctx, [venue], {
    groupSize: q.groupSize,
    date: q.date,
    time: q.time ?? DEFAULT_SEARCH_TIME,
  })
  return venueCardOf({ venue, quote, available: null, reason: null })
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const daysText = (days: readonly number[]) =>
  days.length === 7
    ? 'Every day'
    : [...days]
        .sort()
        .map((d) => DAY_NAMES[d])
        .join(', ')

export const cancellationText = (terms: readonly CancellationTerm[]) =>
  terms.length
    ? [...terms]
        .sort((a, b) => b.daysBefore - a.daysBefore)
        .map((t) => `${t.refundPct}% refunded when cancelled ${t.daysBefore}+ days before`)
    : ['No cancellation terms published: our team confirms them with the venue']

export const venueDetailsTool = defineTool({
  name: 'venue_details',
  description: "A venue's address, amenities, rating and card (cuisines, vibes, capacity, price per person).",
  input: venueQuestionSchema,
  output: venueDetailsOutputSchema,
  async run(ctx, q) {
    const venue = await cardOf(ctx, q)
    const detail = await getVenueDetail({ db: ctx.db, id: q.venueId, now: ctx.now })
    return {
      venue,
      address: detail.address,
      amenities: detail.amenities,
      rating: detail.rating,
      reviewCount: detail.reviewCount,
    }
  },
})

export const spacesTool = defineTool({
  name: 'venue_spaces_packages',
  description:
    "A venue's spaces (private room, semi-private area or whole venue, with seated and standing capacity) and its packages with price per person and the days they are offered.",
  input: venueQuestionSchema,
  output: spacesOutputSchema,
  async run(ctx, q) {
    const venue = await cardOf(ctx, q)
    const [spaces, packages] = await Promise.all([
      ctx.db.select().from(venueSpaces).where(eq(venueSpaces.venueId, q.venueId)),
      listPlannerPackages(ctx.db, q.venueId),
    ])
    return {
      venue,
      spaces: spaces.map((s) => ({
        name: s.name,
        kind: SPACE_KIND_LABELS[s.kind],
        seated: s.seatedCapacity,
        standing: s.standingCapacity,
      })),
      packages: packages.map((p) => ({
        id: p.id,
        name: p.name,
        spaceName: p.spaceName,
        capacity: p.capacity,
        included: p.included,
        pricePerPerson: formatCents(p.pricePerPersonCents),
        days: daysText(p.weekdays),
      })),
    }
  },
})

export const policiesTool = defineTool({
  name: 'venue_policies',
  description: "A venue's minimum notice, deposit and cancellation terms, and how long a quote holds its space.",
  input: venueQuestionSchema,
  output: policiesOutputSchema,
  async run(ctx, q) {
    const venue = await cardOf(ctx, q)
    const [row] = await venueRows(ctx.db, [q.venueId])
    if (!row) throw new ToolError(`No venue ${q.venueId} in our catalogue`)
    const cancellation = cancellationText(row.cancellationTerms)
    const deposit = Number(row.depositPct)
    return {
      venue,
      minNoticeHours: row.minNoticeHours,
      depositPct: deposit,
      cancellation,
      holdHours: row.holdHours,
      summary: [
        `Needs ${row.minNoticeHours} hours' notice`,
        deposit > 0 ? `Deposit: ${deposit}% when the booking is confirmed` : 'No venue deposit',
        ...cancellation,
      ],
    }
  },
})

export const responseTimeTool = defineTool({
  name: 'venue_response_time',
  description: 'How fast the venue usually answers a request (median over the last 90 days), and its promise.',
  input: venueQuestionSchema,
  output: responseTimeOutputSchema,
  async run(ctx, q) {
    const venue = await cardOf(ctx, q)
    const [[row], time] = await Promise.all([
      venueRows(ctx.db, [q.venueId]),
      getResponseTime({ db: ctx.db, venueId: q.venueId, now: ctx.now }),
    ])
    return {
      venue,
      typical: time ? responseTimeLabel(time.medianHours) : null,
      promiseHours: row?.responseHours ?? 0,
    }
  },
})
