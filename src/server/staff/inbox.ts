// The staff inbox: every request of every kind, newest first, with the 24-hour promise
// measured on each, counts per status and the team's response times.
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import {
  AWAITING_RESPONSE_STATUSES,
  ageHours,
  isOverdue,
  RESPONSE_PROMISE_HOURS,
  responseDueAt,
} from '~/domain/requests/response-time'
import type { InboxQuery, InboxResponse, RequestSummary } from '~/domain/staff/inbox-api'
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { isBookingKind, REQUEST_STATUS_VALUES } from '~/domain/requests/workflow'
import type { Db } from '../db/client'
import {
  cities,
  events,
  outboxEmails,
  proposals,
  requestMessages,
  requests,
  requestStatusHistory,
  users,
  venues,
} from '../db/schema'
import { notFound } from '../lib/errors'
import { bookingStage } from '../bookings/booking-stage'
import { listStaffProposals } from '../bookings/proposals'
import { personName, REQUEST_NOT_FOUND } from '../bookings/request-history'

const assignee = alias(users, 'assignee')
const RESPONSE_WINDOW_DAYS = 30

/** A LIKE pattern matching `q` literally anywhere. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// The promise is the named venue's own, else ours; written with table names, as the
// subquery sits in queries that do and do not join venues.
const overdueCondition = (now: Date): SQL =>
  and(
    isNull(requests.firstResponseAt),
    inArray(requests.status, [...AWAITING_RESPONSE_STATUSES]),
    sql`"requests"."created_at" < ${now.toISOString()}::timestamptz - make_interval(hours => coalesce((select pv.response_hours from venues pv where pv.id = "requests"."venue_id"), ${RESPONSE_PROMISE_HOURS}))`,
  )!

const startOfUtcDay = (date: string) => new Date(`${date}T00:00:00Z`)
const nextUtcDay = (date: string) => new Date(startOfUtcDay(date).getTime() + 86_400_000)

function filterConditions(
  query: InboxQuery,
  userId: number,
  now: Date,
  { withStatus = true, withOverdue = true } = {},
): SQL[] {
  const where: SQL[] = []
  if (query.kind) where.push(eq(requests.kind, query.kind))
  if (withStatus && query.status) where.push(eq(requests.status, query.status))
  if (query.city) where.push(eq(requests.citySlug, query.city))
  if (query.from) where.push(gte(requests.createdAt, startOfUtcDay(query.from)))
  if (query.to) where.push(lt(requests.createdAt, nextUtcDay(query.to)))
  if (query.eventFrom) where.push(gte(requests.eventDate, query.eventFrom))
  if (query.eventTo) where.push(lte(requests.eventDate, query.eventTo))
  if (query.q) {
    const p = containsPattern(query.q)
    where.push(or(ilike(requests.reference, p), ilike(requests.name, p), ilike(requests.email, p))!)
  }
  if (query.assigned === 'me') where.push(eq(requests.assignedTo, userId))
  else if (query.assigned === 'none') where.push(isNull(requests.assignedTo))
  else if (query.assigned) where.push(eq(requests.assignedTo, Number(query.assigned)))
  if (withOverdue && query.overdue === true) where.push(overdueCondition(now))
  if (withOverdue && query.overdue === false) where.push(sql`not ${overdueCondition(now)}`)
  return where
}

function summaryColumns() {
  return {
    r: requests,
    cityName: cities.name,
    venueName: venues.name,
    promiseHours: venues.responseHours,
    assignee: { id: assignee.id, firstName: assignee.firstName, lastName: assignee.lastName },
    proposalStatus: sql<RequestSummary['proposalStatus']>`(select ${proposals.status} from ${proposals}
      where ${proposals.requestId} = ${requests.id} order by ${proposals.createdAt} desc, ${proposals.id} desc limit 1)`,
  }
}

function selectSummaries(db: Db) {
  return db
    .select(summaryColumns())
    .from(requests)
    .leftJoin(cities, eq(cities.slug, requests.citySlug))
    .leftJoin(venues, eq(venues.id, requests.venueId))
    .leftJoin(assignee, eq(assignee.id, requests.assignedTo))
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['where']>>[number]

function toSummary(
  { r, cityName, venueName, promiseHours, assignee: a, proposalStatus }: SummaryRow,
  now: Date,
): RequestSummary {
  const promise = promiseHours ?? RESPONSE_PROMISE_HOURS
  return {
    id: r.id,
    reference: r.reference,
    kind: r.kind,
    status: r.status,
    name: r.name,
    email: r.email,
    citySlug: r.citySlug,
    cityName: cityName ?? null,
    venueId: r.venueId,
    venueName: venueName ?? (typeof r.details?.venueName === 'string' ? r.details.venueName : null),
    eventDate: r.eventDate,
    eventTime: r.eventTime,
    guests: r.guests,
    estimateCents: r.estimateCents,
    assignee: a?.id ? { id: a.id, name: personName(a) } : null,
    createdAt: r.createdAt.toISOString(),
    firstResponseAt: r.firstResponseAt?.toISOString() ?? null,
    ageHours: ageHours(r.createdAt, now),
    responseDueAt: responseDueAt(r.createdAt, promise).toISOString(),
    overdue: isOverdue(r, now, promise),
    proposalStatus: proposalStatus ?? null,
  }
}

export async function listInbox({
  db,
  query,
  userId,
  now = new Date(),
}: {
  db: Db
  query: InboxQuery
  userId: number
  now?: Date
}): Promise<InboxResponse> {
  const where = and(...filterConditions(query, userId, now))
  const unfilteredByStatus = filterConditions(query, userId, now, { withStatus: false })
  const [rows, [{ total }], counted, [{ overdueCount }], [times]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(requests.createdAt), desc(requests.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(requests)
      .where(where),
    db
      .select({ status: requests.status, n: sql<number>`count(*)::int` })
      .from(requests)
      .where(and(...unfilteredByStatus))
      .groupBy(requests.status),
    db
      .select({ overdueCount: sql<number>`count(*)::int` })
      .from(requests)
      .where(
        and(...filterConditions(query, userId, now, { withStatus: false, withOverdue: false }), overdueCondition(now)),
      ),
    // Over the whole team, whatever the filters: the promise is the team's.
    db
      .select({
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (${requests.firstResponseAt} - ${requests.createdAt})) / 3600.0)`,
        p90: sql<
          number | null
        >`percentile_cont(0.9) within group (order by extract(epoch from (${requests.firstResponseAt} - ${requests.createdAt})) / 3600.0)`,
        answered: sql<number>`count(*)::int`,
      })
      .from(requests)
      .where(
        and(
          sql`${requests.firstResponseAt} is not null`,
          gte(requests.createdAt, new Date(now.getTime() - RESPONSE_WINDOW_DAYS * 86_400_000)),
        ),
      ),
  ])
  const counts = Object.fromEntries(REQUEST_STATUS_VALUES.map((s) => [s, 0])) as InboxResponse['counts']
  for (const c of counted) counts[c.status] = Number(c.n)
  const hours = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10)
  return {
    requests: rows.map((row) => toSummary(row, now)),
    total: Number(total),
    counts,
    overdueCount: Number(overdueCount),
    responseTimes: {
      medianHours: hours(times?.median),
      p90Hours: hours(times?.p90),
      answered: Number(times?.answered ?? 0),
    },
  }
}

const actor = alias(users, 'actor')

export async function getRequestDetail({
  db,
  id,
  now = new Date(),
}: {
  db: Db
  id: number
  now?: Date
}): Promise<RequestDetail> {
  const [row] = await selectSummaries(db).where(eq(requests.id, id))
  if (!row) throw notFound(REQUEST_NOT_FOUND)
  const r = row.r
  const venueId = r.venueId ?? r.createdVenueId
  const [venue, history, emails, messages, proposalList, [event]] = await Promise.all([
    venueId
      ? db
          .select({
            id: venues.id,
            slug: venues.slug,
            name: venues.name,
            address: venues.address,
            pricePerPerson: venues.pricePerPerson,
            maxGuests: venues.maxGuests,
            status: venues.status,
            suggestedAddOns: venues.suggestedAddOns,
            cityName: cities.name,
            state: cities.state,
          })
          .from(venues)
          .innerJoin(cities, eq(cities.slug, venues.citySlug))
          .where(eq(venues.id, venueId))
          .then((rows) => rows[0])
      : undefined,
    db
      .select({
        h: requestStatusHistory,
        actor: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName },
      })
      .from(requestStatusHistory)
      .leftJoin(actor, eq(actor.id, requestStatusHistory.actorUserId))
      .where(eq(requestStatusHistory.requestId, id))
      .orderBy(asc(requestStatusHistory.createdAt), asc(requestStatusHistory.id)),
    db.select().from(outboxEmails).where(eq(outboxEmails.requestId, id)).orderBy(asc(outboxEmails.id)),
    db
      .select({ m: requestMessages, staff: { id: actor.id, firstName: actor.firstName, lastName: actor.lastName } })
      .from(requestMessages)
      .leftJoin(actor, eq(actor.id, requestMessages.staffUserId))
      .where(eq(requestMessages.requestId, id))
      .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id)),
    listStaffProposals({ db, requestId: id }),
    db
      .select({
        id: events.id,
        publicId: events.publicId,
        hostUserId: events.hostUserId,
        pendingEmail: events.pendingEmail,
      })
      .from(events)
      .where(eq(events.requestId, id)),
  ])
  return {
    request: {
      ...toSummary(row, now),
      phone: r.phone,
      details: r.details ?? {},
      userId: r.userId,
      createdVenueId: r.createdVenueId,
      updatedAt: r.updatedAt.toISOString(),
    },
    venue: venue
      ? {
          id: venue.id,
          slug: venue.slug,
          name: venue.name,
          location: `${venue.cityName}, ${venue.state}`,
          address: venue.address,
          pricePerPerson: venue.pricePerPerson,
          maxGuests: venue.maxGuests,
          status: venue.status,
          suggestedAddOns: venue.suggestedAddOns,
        }
      : null,
    estimate: { totalCents: r.estimateCents },
    history: history.map(({ h, actor: a }) => ({
      id: h.id,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      note: h.note,
      actor: a?.id ? { id: a.id, name: personName(a) } : null,
      createdAt: h.createdAt.toISOString(),
    })),
    emails: emails.map((e) => ({
      id: e.id,
      template: e.template,
      toAddress: e.toAddress,
      subject: e.subject,
      status: e.status,
      attempts: e.attempts,
      lastError: e.lastError,
      createdAt: e.createdAt.toISOString(),
      sentAt: e.sentAt?.toISOString() ?? null,
    })),
    messages: messages.map(({ m, staff }) => ({
      id: m.id,
      direction: m.direction,
      template: m.template,
      subject: m.subject,
      body: m.body,
      staff: staff?.id ? { id: staff.id, name: personName(staff) } : null,
      outboxEmailId: m.outboxEmailId,
      createdAt: m.createdAt.toISOString(),
    })),
    proposals: proposalList,
    booking: isBookingKind(r.kind) ? await bookingStage(db, r.id) : null,
    event: event ?? null,
  }
}
