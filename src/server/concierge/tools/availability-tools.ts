// Tools about a group at a venue: can it host them (on a date, in a private room), what does it
// cost all in, and several venues side by side.
import {
  allInInputSchema,
  allInOutputSchema,
  availabilityInputSchema,
  availabilityOutputSchema,
  compareInputSchema,
  compareOutputSchema,
  freeDatesInputSchema,
  freeDatesOutputSchema,
} from '~/domain/concierge/callie-tools-api'
import { briefDateLabel } from '~/domain/concierge/brief-labels'
import { availabilityOf } from '~/domain/concierge/venue-availability'
import { formatCents } from '~/domain/pricing/estimate'
import { DEFAULT_SEARCH_TIME } from '~/domain/search-dates'
import { packageEstimate, packageMisfit } from '~/domain/venues/planner-packages'
import { listPlannerPackages } from '../../venues/planner-packages'
import { venueFacts, venueFactsOnDays } from './venue-facts'
import { cancellationText, cardOf } from './venue-tools'
import { defineTool, ToolError } from './tool'

export const availabilityTool = defineTool({
  name: 'check_availability',
  description:
    'Whether a venue can host the group: capacity, and on a date its blackouts, holds and minimum notice, space by space. With privateRoom, only a private room or the whole venue counts; a semi-private area never does.',
  input: availabilityInputSchema,
  output: availabilityOutputSchema,
  async run(ctx, q) {
    const time = q.time ?? DEFAULT_SEARCH_TIME
    const card = await cardOf(ctx, q)
    const facts = (await venueFacts({ db: ctx.db, ids: [q.venueId], date: q.date, time, now: ctx.now })).get(q.venueId)
    if (!facts) throw new ToolError(`No venue ${q.venueId} in our catalogue`)
    const a = availabilityOf(facts, { guests: q.groupSize, date: q.date, privateRoom: q.privateRoom })
    return {
      venue: { ...card, available: a.available, reason: a.reasons[0] ?? null },
      ...a,
    }
  },
})

export const freeDatesTool = defineTool({
  name: 'free_dates',
  description:
    "The days from one date to another (at most two months) on which a venue can host the group: its blackouts, holds, minimum notice and spaces, day by day, with why not for the others. Days before the venue's today are left out.",
  input: freeDatesInputSchema,
  output: freeDatesOutputSchema,
  async run(ctx, q) {
    const time = q.time ?? DEFAULT_SEARCH_TIME
    const read = await venueFactsOnDays({ db: ctx.db, id: q.venueId, from: q.from, to: q.to, time, now: ctx.now })
    if (!read) throw new ToolError(`No venue ${q.venueId} in our catalogue`)
    const card = await cardOf(ctx, { venueId: q.venueId, groupSize: q.groupSize, time })
    const verdicts = read.days.map(({ date, facts }) => ({
      date,
      a: availabilityOf(facts, { guests: q.groupSize, date, privateRoom: q.privateRoom }),
    }))
    return {
      venue: card,
      from: read.from,
      to: q.to,
      free: verdicts.filter((v) => v.a.available).map((v) => v.date),
      notFree: verdicts
        .filter((v) => !v.a.available)
        .map((v) => ({
          date: v.date,
          reason: (v.a.reasons[0] ?? 'Not available').replace(` on ${briefDateLabel(v.date)}`, ''),
        })),
    }
  },
})

export const allInTool = defineTool({
  name: 'all_in_price',
  description:
    "The all-in price (food and drink or minimum spend, room fee, service, tax, gratuity) per guest and in total for a package and a guest count, computed as our proposals are. Without a package, the venue's cheapest package that fits.",
  input: allInInputSchema,
  output: allInOutputSchema,
  async run(ctx, q) {
    const venue = await cardOf(ctx, q)
    const packages = await listPlannerPackages(ctx.db, q.venueId, q.packageId)
    if (q.packageId && !packages.length) throw new ToolError('This package is not offered by this venue')
    const time = q.time ?? DEFAULT_SEARCH_TIME
    const fitting = packages
      .filter((p) =>
        q.date ? !packageMisfit(p, { date: q.date, time, guests: q.groupSize }) : p.capacity >= q.groupSize,
      )
      .map((p) => ({ p, ...packageEstimate(p, q.groupSize) }))
      .sort((a, b) => a.totals.totalCents - b.totals.totalCents)
    const best = fitting[0]
    if (!best)
      return {
        venue,
        quote: null,
        reason: packages.length
          ? `No package at ${venue.venue.name} fits ${q.groupSize} guests${q.date ? ' on that date and time' : ''}`
          : `${venue.venue.name} lists no packages; prices start at $${venue.venue.pricePerPerson} per person before tax and service`,
      }
    return {
      venue,
      quote: {
        packageName: best.p.name,
        spaceName: best.p.spaceName,
        perGuest: formatCents(best.totals.perGuestCents),
        total: formatCents(best.totals.totalCents),
        totalCents: best.totals.totalCents,
        lines: best.lines.map((l) => ({ label: l.label, amount: formatCents(l.cents) })),
      },
      reason: null,
    }
  },
})

export const compareTool = defineTool({
  name: 'compare_venues',
  description:
    'Two to five venues side by side for the group: all-in price, capacity, private room, availability on the date, notice, deposit, cancellation.',
  input: compareInputSchema,
  output: compareOutputSchema,
  async run(ctx, q) {
    const time = q.time ?? DEFAULT_SEARCH_TIME
    const ids = [...new Set(q.venueIds)]
    const cards = await Promise.all(ids.map((venueId) => cardOf(ctx, { ...q, venueId })))
    const facts = await venueFacts({ db: ctx.db, ids, date: q.date, time, now: ctx.now })
    const answers = ids.map((id) => {
      const f = facts.get(id)!
      return { f, a: availabilityOf(f, { guests: q.groupSize, date: q.date }) }
    })
    const rows = [
      {
        label: 'All-in per guest',
        values: cards.map((c) => c.allIn?.perGuest ?? `from $${c.venue.pricePerPerson} + tax`),
      },
      { label: 'All-in total', values: cards.map((c) => c.allIn?.total ?? 'On request') },
      { label: 'Capacity', values: cards.map((c) => `${c.venue.minGuests}–${c.venue.maxGuests}`) },
      {
        label: 'Private room',
        values: answers.map(({ a }) =>
          a.privateRoom.offered ? `Yes, up to ${a.privateRoom.capacity}` : 'No (shared or semi-private)',
        ),
      },
      ...(q.date
        ? [{ label: 'Available', values: answers.map(({ a }) => (a.available ? 'Yes' : (a.reasons[0] ?? 'No'))) }]
        : []),
      { label: 'Notice', values: answers.map(({ f }) => `${f.minNoticeHours} hours`) },
      { label: 'Deposit', values: answers.map(({ f }) => `${Number(f.row.depositPct)}%`) },
      { label: 'Cancellation', values: answers.map(({ f }) => cancellationText(f.row.cancellationTerms)[0]) },
      { label: 'Rating', values: cards.map((c) => `${c.venue.rating.toFixed(1)} (${c.venue.reviewCount})`) },
    ]
    return {
      venues: cards.map((c, i) => ({
        ...c,
        available: answers[i].a.available,
        reason: answers[i].a.reasons[0] ?? null,
      })),
      rows,
    }
  },
})
