// "Let my group vote first": a signed-in organiser saves her brief as a DRAFT (checked as
// a brief is, no request, no email), her group votes through the usual public link, then she sends
// it to the venues and dates she picks: the vote closes and the brief goes out as any brief does.
// Only she sees, sends or discards her draft; venues and staff never see it.
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIEF_MESSAGES } from '~/domain/briefs/briefs-api'
import { VOTE_MESSAGES } from '~/domain/briefs/votes-api'
import { briefs, outboxEmails, requests, venueMembers, venues } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { composeWaitingEmailsNow, emailsTo } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { inDays, userWithRole, type Auth } from '../support/staff-helpers'

let t: TestContext
let organiser: Auth
let stranger: Auth
let staff: Auth
let managerA: string
let managerC: string
let venueA: number
let venueB: number
let venueC: number
const plannerEmail = 'olive.draft@example.com'

const draftBody = (over: Record<string, unknown> = {}) => ({
  venueIds: [venueA, venueB, venueC],
  occasion: 'birthday',
  date: inDays(30),
  alternativeDates: [inDays(37)],
  time: '7:00 PM',
  guests: 20,
  budgetPerPerson: 90,
  mustHaves: ['av'],
  name: 'Olive Draft',
  email: plannerEmail,
  ...over,
})

const call = (
  auth: Auth | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  key?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(auth ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const newDraft = async (over: Record<string, unknown> = {}) => {
  const res = await call(organiser, 'POST', '/api/briefs/drafts', draftBody(over))
  expect(res.statusCode).toBe(201)
  return res.json() as { reference: string; voteUrl: string }
}
const outboxCount = async () => {
  await composeWaitingEmailsNow(t)
  return (await t.db.select({ id: outboxEmails.id }).from(outboxEmails)).length
}
const requestsOf = async (ref: string) => {
  const [row] = await t.db.select().from(briefs).where(eq(briefs.reference, ref))
  return t.db.select().from(requests).where(eq(requests.briefId, row.id)).orderBy(requests.id)
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  organiser = (await createUser(t.db, { firstName: 'Olive' })).auth
  stranger = (await createUser(t.db, { firstName: 'Stan' })).auth
  staff = (await userWithRole(t, 'staff')).auth
  venueA = await insertVenue(t.db, { name: 'Draft Alder', maxGuests: 40 })
  venueB = await insertVenue(t.db, { name: 'Draft Birch', maxGuests: 40 })
  venueC = await insertVenue(t.db, { name: 'Draft Cedar', maxGuests: 40 })
  await t.db.update(venues).set({ responseHours: 6 }).where(eq(venues.id, venueC))
  const a = await createUser(t.db, { firstName: 'Ada' })
  managerA = a.email
  await t.db.insert(venueMembers).values({ venueId: venueA, userId: a.userId, role: 'owner' })
  const c = await createUser(t.db, { firstName: 'Cy' })
  managerC = c.email
  await t.db.insert(venueMembers).values({ venueId: venueC, userId: c.userId, role: 'owner' })
})
afterAll(() => t?.close())

describe('POST /api/briefs/drafts', () => {
  it('asks a visitor to sign in, since the vote needs an organiser who can come back', async () => {
    const res = await call(undefined, 'POST', '/api/briefs/drafts', draftBody())
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'unauthenticated', message: BRIEF_MESSAGES.signInForVote })
  })

  it('checks the details as a brief: a venue that does not fit is named with the reason', async () => {
    const small = await insertVenue(t.db, { name: 'Draft Nook', maxGuests: 12 })
    const res = await call(organiser, 'POST', '/api/briefs/drafts', draftBody({ venueIds: [venueA, small] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ 'venueIds.1': expect.stringMatching(/^Draft Nook: .*12 guests/) })
    const bad = await call(organiser, 'POST', '/api/briefs/drafts', draftBody({ guests: 'many', venueIds: [] }))
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['guests', 'venueIds'])
  })

  it('stores a draft with its vote open: no request, no email, once per Idempotency-Key', async () => {
    const before = await outboxCount()
    const res = await call(organiser, 'POST', '/api/briefs/drafts', draftBody(), 'draft-1')
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      success: true,
      reference: expect.stringMatching(/^BF-[A-Z0-9]{5}$/),
      message: BRIEF_MESSAGES.draftSaved,
      voteUrl: expect.stringMatching(/^https:\/\/bountiful\.test\/votes\/[A-Za-z0-9_-]{43}$/),
    })
    const again = await call(organiser, 'POST', '/api/briefs/drafts', draftBody(), 'draft-1')
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().reference).toBe(body.reference)
    expect(await requestsOf(body.reference)).toEqual([])
    expect(await outboxCount()).toBe(before)
    const rows = await t.db.select().from(briefs).where(eq(briefs.email, plannerEmail))
    expect(rows.map((r) => [r.status, r.venueIds])).toEqual([['draft', [venueA, venueB, venueC]]])
  })
})

describe('a draft, its vote and its sending', () => {
  let ref: string
  let voteToken: string

  beforeAll(async () => {
    ;[{ reference: ref }] = await t.db
      .select({ reference: briefs.reference })
      .from(briefs)
      .where(and(eq(briefs.email, plannerEmail), eq(briefs.status, 'draft')))
    voteToken = (await newDraftToken(ref))!
  })
  const newDraftToken = async (r: string) =>
    (await t.db.select({ v: briefs.voteToken }).from(briefs).where(eq(briefs.reference, r)))[0]?.v

  it('its owner sees it, not sent, with its venues and the vote; her list marks it a draft', async () => {
    const res = await call(organiser, 'GET', `/api/briefs/${ref}`)
    expect(res.statusCode).toBe(200)
    const b = res.json()
    expect(b).toMatchObject({ status: 'draft', date: inDays(30), alternativeDates: [inDays(37)], venues: [] })
    expect(b.draftVenues.map((v: { name: string }) => v.name)).toEqual(['Draft Alder', 'Draft Birch', 'Draft Cedar'])
    expect(b.vote).toEqual({ url: `https://bountiful.test/votes/${voteToken}`, closed: false, voterCount: 0 })
    const mine = (await call(organiser, 'GET', '/api/briefs')).json().briefs
    expect(mine).toEqual([expect.objectContaining({ reference: ref, status: 'draft', venueCount: 3, quoteCount: 0 })])
  })

  it('nobody else sees, sends or discards it: a stranger, staff and a visitor get 404 (or 401)', async () => {
    const send = { venueIds: [venueA], date: inDays(30) }
    for (const who of [stranger, staff]) {
      expect((await call(who, 'GET', `/api/briefs/${ref}`)).statusCode).toBe(404)
      expect((await call(who, 'GET', `/api/briefs/${ref}/votes`)).statusCode).toBe(404)
      expect((await call(who, 'POST', `/api/briefs/${ref}/send`, send)).statusCode).toBe(404)
      expect((await call(who, 'DELETE', `/api/briefs/${ref}`)).statusCode).toBe(404)
    }
    expect((await call(undefined, 'GET', `/api/briefs/${ref}`)).statusCode).toBe(404)
    expect((await call(undefined, 'POST', `/api/briefs/${ref}/send`, send)).statusCode).toBe(401)
    // Nothing in the team's inbox.
    const inbox = await call(staff, 'GET', '/api/staff/requests')
    expect(inbox.body).not.toContain('Olive Draft')
  })

  it('the group votes on it as on a sent brief, told the venues have not been asked yet', async () => {
    const pub = await call(undefined, 'GET', `/api/votes/${voteToken}`)
    expect(pub.statusCode).toBe(200)
    expect(pub.json()).toMatchObject({ venuesNotAsked: true, closed: false, voterCount: 0 })
    expect(pub.json().venues.map((v: { name: string; perGuestCents: null }) => [v.name, v.perGuestCents])).toEqual([
      ['Draft Alder', null],
      ['Draft Birch', null],
      ['Draft Cedar', null],
    ])
    const sent = await call(undefined, 'POST', `/api/votes/${voteToken}`, {
      name: 'Gus Guest',
      email: 'gus.draft@example.com',
      venues: [
        { venueId: venueC, choice: 'prefer' },
        { venueId: venueA, choice: 'approve' },
      ],
      dates: [
        { date: inDays(30), choice: 'cant_make' },
        { date: inDays(37), choice: 'prefer' },
      ],
    })
    expect(sent.statusCode).toBe(202)
    const [mail] = await emailsTo(t, 'gus.draft@example.com', 'brief.vote_confirm')
    const confirmation = /\?confirm=([A-Za-z0-9_-]+)/.exec(mail.textBody ?? '')![1]
    const ok = await call(undefined, 'POST', `/api/votes/${voteToken}/confirm`, { confirmation })
    expect(ok.json().status).toBe('recorded')
    const results = (await call(organiser, 'GET', `/api/briefs/${ref}/votes`)).json()
    expect(results).toMatchObject({ voterCount: 1, leadingVenueId: venueC, leadingDate: inDays(37) })
    // Accepting needs quotes: a draft has none yet.
    const accept = await call(organiser, 'POST', `/api/briefs/${ref}/accept`, {
      proposalId: 1,
      signerName: 'Ola Organiser',
      agreementHash: 'a'.repeat(64),
    })
    expect(accept.statusCode).toBe(409)
    expect(accept.json().message).toBe(BRIEF_MESSAGES.notSentYet)
  })

  it('refuses to send a venue or a date the draft does not name', async () => {
    const other = await insertVenue(t.db, { name: 'Draft Elsewhere' })
    const res = await call(organiser, 'POST', `/api/briefs/${ref}/send`, {
      venueIds: [venueA, other],
      date: inDays(45),
      alternativeDates: [inDays(37)],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ 'venueIds.1': BRIEF_MESSAGES.notOnDraft, date: BRIEF_MESSAGES.notAnOption })
    const twice = await call(organiser, 'POST', `/api/briefs/${ref}/send`, {
      venueIds: [venueA],
      date: inDays(37),
      alternativeDates: [inDays(37)],
    })
    expect(twice.json().errors).toEqual({ alternativeDates: BRIEF_MESSAGES.sendDates })
  })

  it('names a venue that no longer fits the guest count on the chosen date, with the reason', async () => {
    await t.db.update(venues).set({ maxGuests: 15 }).where(eq(venues.id, venueB))
    const res = await call(organiser, 'POST', `/api/briefs/${ref}/send`, {
      venueIds: [venueC, venueB],
      date: inDays(37),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ 'venueIds.1': expect.stringMatching(/^Draft Birch: .*15 guests/) })
    expect(await requestsOf(ref)).toEqual([])
  })

  it('sends to exactly the venues and dates chosen, closes the vote and emails as a brief does', async () => {
    const choice = { venueIds: [venueC, venueA], date: inDays(37), alternativeDates: [inDays(30)] }
    const res = await call(organiser, 'POST', `/api/briefs/${ref}/send`, choice, 'send-1')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ success: true, reference: ref, message: BRIEF_MESSAGES.sent })
    expect(res.json().requests.map((r: { venueName: string }) => r.venueName)).toEqual(['Draft Cedar', 'Draft Alder'])
    const made = await requestsOf(ref)
    expect(made.map((r) => [r.venueId, r.kind, r.status, r.eventDate, r.guests])).toEqual([
      [venueC, 'booking', 'new', inDays(37), 20],
      [venueA, 'booking', 'new', inDays(37), 20],
    ])
    const [row] = await t.db.select().from(briefs).where(eq(briefs.reference, ref))
    expect(row).toMatchObject({ status: 'open', eventDate: inDays(37), alternativeDates: [inDays(30)] })
    expect(row.voteClosedAt).not.toBeNull()
    // The same emails as a brief sent at once: the planner's signed link, each managed venue, the team.
    const [planner] = await emailsTo(t, plannerEmail, 'brief.sent')
    expect(planner.subject).toBe(`Your brief went to 2 venues (${ref})`)
    expect(planner.textBody).toMatch(new RegExp(`/briefs/${ref}\\?token=[A-Za-z0-9_-]{43}`))
    expect(planner.textBody).toContain('Each has promised to answer within 24 hours')
    expect(await emailsTo(t, managerA, 'venue.new_request')).toHaveLength(1)
    expect((await emailsTo(t, managerC, 'venue.new_request'))[0].textBody).toContain(
      'you promised an answer within 6 hours',
    )
    const team = await emailsTo(t, t.config.CONCIERGE_EMAIL, 'booking.notification')
    expect(team.filter((m) => m.subject.includes(ref))).toHaveLength(2)
    // The vote is closed; its page no longer says the venues have not been asked.
    const pub = (await call(undefined, 'GET', `/api/votes/${voteToken}`)).json()
    expect(pub).toMatchObject({ closed: true, venuesNotAsked: false })
    expect(pub.venues.map((v: { name: string }) => v.name).sort()).toEqual(['Draft Alder', 'Draft Cedar'])
    const late = await call(undefined, 'POST', `/api/votes/${voteToken}`, {
      name: 'Late',
      email: 'late@example.com',
      venues: [{ venueId: venueA, choice: 'approve' }],
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(VOTE_MESSAGES.closed)
    // The emailed comparison link opens the sent brief.
    const token = /\?token=([A-Za-z0-9_-]+)/.exec(planner.textBody ?? '')![1]
    expect((await call(undefined, 'GET', `/api/briefs/${ref}?token=${token}`)).json().draftVenues).toEqual([])
  })

  it('a replay of the same send answers the same; sending again is a 409; a sent brief is not discarded', async () => {
    const choice = { venueIds: [venueC, venueA], date: inDays(37), alternativeDates: [inDays(30)] }
    const replay = await call(organiser, 'POST', `/api/briefs/${ref}/send`, choice, 'send-1')
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    const again = await call(organiser, 'POST', `/api/briefs/${ref}/send`, choice, 'send-2')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'conflict', message: BRIEF_MESSAGES.alreadySent })
    expect(await requestsOf(ref)).toHaveLength(2)
    const discard = await call(organiser, 'DELETE', `/api/briefs/${ref}`)
    expect(discard.statusCode).toBe(409)
    expect(discard.json().message).toBe(BRIEF_MESSAGES.cannotDiscard)
  })

  it('the owner discards a draft: it and its votes are gone', async () => {
    const { reference } = await newDraft({ venueIds: [venueA, venueC] })
    const res = await call(organiser, 'DELETE', `/api/briefs/${reference.toLowerCase()}`)
    expect(res.statusCode).toBe(204)
    expect((await call(organiser, 'GET', `/api/briefs/${reference}`)).statusCode).toBe(404)
    expect(await t.db.select().from(briefs).where(eq(briefs.reference, reference))).toEqual([])
    expect((await call(organiser, 'DELETE', `/api/briefs/${reference}`)).statusCode).toBe(404)
    // Only drafts were ever stored without requests.
    const orphans = await t.db
      .select()
      .from(briefs)
      .where(and(eq(briefs.status, 'open'), isNotNull(briefs.voteToken)))
    expect(orphans.every((b) => b.venueIds.length > 0)).toBe(true)
  })
})
