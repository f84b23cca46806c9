// One brief, several venues: a brief to 3 venues fans out into 3 linked requests, each
// venue answers (a quote from its portal, a quote by staff on a venue's behalf, a decline), the
// comparison prices and sorts them, the planner accepts one and the others are declined with their
// holds released; venues never see each other's quotes.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BRIEF_MESSAGES, type BriefComparison } from '~/domain/briefs/briefs-api'
import { BLACKOUT_MESSAGE } from '~/domain/requests/venue-rules'
import { displayDate } from '~/domain/time'
import {
  agreementVersions,
  briefs,
  proposals,
  requests,
  spaceHolds,
  venueMembers,
  venues,
  venueSpaces,
} from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { acceptProposal, inDays, staffCall, userWithRole, type Auth } from '../support/staff-helpers'

let t: TestContext
let staff: Auth
let managerA: { auth: Auth; email: string }
let managerC: { auth: Auth; email: string }
let venueA: number
let venueB: number
let venueC: number
let spaceA: number
const plannerEmail = 'dana.brief@example.com'

const brief = (over: Record<string, unknown> = {}) => ({
  venueIds: [venueA, venueB, venueC],
  occasion: 'birthday',
  date: inDays(30),
  alternativeDates: [inDays(31)],
  time: '7:00 PM',
  guests: 20,
  budgetPerPerson: 120,
  dietary: ['vegetarian'],
  mustHaves: ['av'],
  notes: 'A quiet corner please',
  name: 'Dana Brief',
  email: plannerEmail,
  ...over,
})

/** Accepting from the comparison signs the quote's agreement as shown: a name and its hash. */
const signed = (v: BriefComparison['venues'][number]) => ({
  signerName: 'Pat Planner',
  agreementHash: v.quote!.agreement!.hash,
})

async function sendBrief(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/briefs', payload: payload as object, headers })
}

/** The signed link's token of the newest brief email to the planner. */
async function briefLink(to = plannerEmail) {
  const [mail] = await emailsTo(t, to, 'brief.sent')
  const m = /\/briefs\/(BF-[A-Z0-9]+)\?token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')
  if (!m) throw new Error('no brief email')
  return { ref: m[1], token: m[2] }
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  staff = (await userWithRole(t, 'staff')).auth
  venueA = await insertVenue(t.db, { name: 'Alder Room', maxGuests: 40, depositPct: 25 })
  venueB = await insertVenue(t.db, { name: 'Birch Hall', maxGuests: 60 })
  venueC = await insertVenue(t.db, { name: 'Cedar Loft', maxGuests: 40 })
  // The slowest to answer: what the brief promises the planner.
  await t.db.update(venues).set({ responseHours: 72 }).where(eq(venues.id, venueC))
  const a = await createUser(t.db, { firstName: 'Ana' })
  managerA = { auth: a.auth, email: a.email }
  await t.db.insert(venueMembers).values({ venueId: venueA, userId: a.userId, role: 'owner' })
  const c = await createUser(t.db, { firstName: 'Cy' })
  managerC = { auth: c.auth, email: c.email }
  await t.db.insert(venueMembers).values({ venueId: venueC, userId: c.userId, role: 'owner' })
  ;[{ id: spaceA }] = await t.db
    .insert(venueSpaces)
    .values({ venueId: venueA, name: 'The Cellar', kind: 'private_room', seatedCapacity: 30, standingCapacity: 40 })
    .returning({ id: venueSpaces.id })
})
afterAll(() => t?.close())

describe('POST /api/briefs', () => {
  it('says which venue does not fit and why', async () => {
    const small = await insertVenue(t.db, { name: 'Tiny Nook', maxGuests: 12 })
    const res = await sendBrief(brief({ venueIds: [venueA, small] }))
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({ 'venueIds.1': expect.stringMatching(/^Tiny Nook: .*12 guests/) })
  })

  it('checks each other date as the first: a venue closed that day, or too soon for its notice, is named and nothing is stored', async () => {
    const closed = await insertVenue(t.db, { name: 'Shut Tuesday', maxGuests: 40, blackouts: [inDays(31)] })
    const slow = await insertVenue(t.db, { name: 'Slow Kitchen', maxGuests: 40, minNoticeHours: 24 * 10 })
    const before = (await t.db.select({ id: briefs.id }).from(briefs)).length
    const res = await sendBrief(brief({ venueIds: [venueA, closed, slow], alternativeDates: [inDays(31), inDays(5)] }))
    expect(res.statusCode).toBe(400)
    const errors = res.json().errors
    expect(Object.keys(errors).sort()).toEqual(['venueIds.1', 'venueIds.2'])
    expect(errors['venueIds.1']).toBe(`Shut Tuesday: ${displayDate(inDays(31))}: ${BLACKOUT_MESSAGE}`)
    expect(errors['venueIds.2']).toMatch(new RegExp(`^Slow Kitchen: ${displayDate(inDays(5))}: .*notice`, 'i'))
    expect((await t.db.select({ id: briefs.id }).from(briefs)).length).toBe(before)
  })

  it('refuses more than 5 venues and a second mention of one venue', async () => {
    const six = await sendBrief(brief({ venueIds: [1, 2, 3, 4, 5, 6] }))
    expect(six.statusCode).toBe(400)
    expect(six.json().errors.venueIds).toBe(BRIEF_MESSAGES.tooManyVenues)
    const twice = await sendBrief(brief({ venueIds: [venueA, venueA] }))
    expect(twice.json().errors.venueIds).toBe(BRIEF_MESSAGES.duplicateVenue)
  })

  it('stores one brief and one linked request per venue, once per Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'brief-1' }
    const res = await sendBrief(brief(), headers)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.reference).toMatch(/^BF-[A-Z0-9]{5}$/)
    expect(body.requests.map((r: { venueName: string }) => r.venueName)).toEqual([
      'Alder Room',
      'Birch Hall',
      'Cedar Loft',
    ])
    const again = await sendBrief(brief(), headers)
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().reference).toBe(body.reference)
    const [row] = await t.db.select().from(briefs).where(eq(briefs.reference, body.reference))
    const linked = await t.db.select().from(requests).where(eq(requests.briefId, row.id))
    expect(linked.map((r) => [r.venueId, r.kind, r.status, r.guests])).toEqual([
      [venueA, 'booking', 'new', 20],
      [venueB, 'booking', 'new', 20],
      [venueC, 'booking', 'new', 20],
    ])
    expect((await t.db.select().from(briefs)).filter((b) => b.email === plannerEmail)).toHaveLength(1)
  })

  it('emails the planner the signed comparison link, each managed venue and the concierge team', async () => {
    const { ref } = await briefLink()
    const [mail] = await emailsTo(t, plannerEmail, 'brief.sent')
    expect(mail.subject).toBe(`Your brief went to 3 venues (${ref})`)
    expect(mail.textBody).toContain('Alder Room, Birch Hall, Cedar Loft')
    expect(mail.textBody).toContain('Each has promised to answer within 3 days')
    const [toA] = await emailsTo(t, managerA.email, 'venue.new_request')
    expect(toA.textBody).toContain(
      'The planner sent the same brief to a few venues and will compare their quotes all in',
    )
    expect(toA.textBody).toContain('Budget per person, all in: $120.00')
    expect(toA.textBody).toContain('Must-haves: AV equipment')
    expect(toA.textBody).toContain('you promised an answer within 24 hours')
    const toC = await emailsTo(t, managerC.email, 'venue.new_request')
    expect(toC).toHaveLength(1)
    expect(toC[0].textBody).toContain('you promised an answer within 3 days')
    const team = await emailsTo(t, t.config.CONCIERGE_EMAIL, 'booking.notification')
    expect(team.filter((m) => m.subject.includes(ref))).toHaveLength(3)
    const cedar = team.find((m) => m.subject.includes(ref) && m.subject.includes('Cedar Loft'))
    expect(cedar?.textBody).toContain('We promised a reply within 3 days.')
  })
})

describe('quotes, comparison and permissions', () => {
  let ref: string
  let token: string
  let reqA: typeof requests.$inferSelect
  let reqB: typeof requests.$inferSelect
  let reqC: typeof requests.$inferSelect
  const compare = async (auth?: Auth, tok: string | null = token) =>
    staffCall(t, auth, 'GET', `/api/briefs/${ref}${tok ? `?token=${tok}` : ''}`)

  beforeAll(async () => {
    ;({ ref, token } = await briefLink())
    const [row] = await t.db.select().from(briefs).where(eq(briefs.reference, ref))
    const linked = await t.db.select().from(requests).where(eq(requests.briefId, row.id))
    reqA = linked.find((r) => r.venueId === venueA)!
    reqB = linked.find((r) => r.venueId === venueB)!
    reqC = linked.find((r) => r.venueId === venueC)!
  })

  it('before any answer every venue waits, the slowest promising an answer within 72 hours', async () => {
    const res = await compare()
    expect(res.statusCode).toBe(200)
    expect(res.json().answerWithinHours).toBe(72)
    expect(res.json().venues.map((v: { state: string }) => v.state)).toEqual(['waiting', 'waiting', 'waiting'])
  })

  it('a venue quotes from its portal with the brief terms; staff quote for a venue without managers; one declines', async () => {
    // 20 × $80 = $1,600; service 20% = $320; tax 10% of $1,920 = $192 → $2,112, $105.60 a guest.
    const qa = await staffCall(
      t,
      managerA.auth,
      'POST',
      `/api/venue-portal/venues/${venueA}/requests/${reqA.id}/quote`,
      {
        spaceId: spaceA,
        pricePerPerson: 80,
        serviceChargePct: 20,
        taxPct: 10,
        included: ['food', 'drinks', 'av'],
        validUntil: inDays(10),
        cancellationTerms: [{ daysBefore: 14, refundPct: 100 }],
      },
    )
    expect(qa.statusCode).toBe(201)
    expect(qa.json().proposal).toMatchObject({
      included: ['food', 'drinks', 'av'],
      validUntil: inDays(10),
      depositPct: 25,
      totalCents: 211_200,
      depositCents: 52_800,
    })
    // Staff on Birch Hall's behalf: 20 × $60 = $1,200 under a $2,000 minimum → $800 top-up; tax 8% → $2,160.
    const qb = await staffCall(t, staff, 'POST', `/api/staff/requests/${reqB.id}/proposals`, {
      venueId: venueB,
      date: reqB.eventDate,
      time: '7:00 PM',
      guests: 20,
      pricePerPerson: 60,
      minimumSpend: 2000,
      taxPct: 8,
      included: ['food', 'service'],
      depositPct: 10,
    })
    expect(qb.statusCode).toBe(201)
    expect(qb.json()).toMatchObject({ included: ['food', 'service'], depositPct: 10, depositCents: 21_600 })
    const dc = await staffCall(
      t,
      managerC.auth,
      'POST',
      `/api/venue-portal/venues/${venueC}/requests/${reqC.id}/decline`,
      {
        reason: 'We are closed for a private event that week',
      },
    )
    expect(dc.statusCode).toBe(200)
    // The planner's emails say which brief each answer belongs to, with the quote's terms.
    const quoted = (await emailsTo(t, plannerEmail, 'proposal.sent')).find((m) => m.subject.includes(reqA.reference))!
    expect(quoted.textBody).toContain(`It is Alder Room's answer to your brief ${ref}`)
    expect(quoted.textBody).toContain(
      'Cancellation: Full refund if you cancel 14 or more days before; no refund after that.',
    )
    expect(quoted.textBody).toContain('Valid until: ')
    const [declined] = await emailsTo(t, plannerEmail, 'venue.declined')
    expect(declined.textBody).toContain(`the other venues' for your brief ${ref}, are on your comparison page`)
  })

  it('the comparison prices each quote for the group, cheapest per guest first, with the matrix and terms', async () => {
    const c: BriefComparison = (await compare()).json()
    expect(c.venues.map((v) => [v.name, v.state, v.quote?.totalCents ?? null, v.quote?.perGuestCents ?? null])).toEqual(
      [
        ['Alder Room', 'quoted', 211_200, 10_560],
        ['Birch Hall', 'quoted', 216_000, 10_800],
        ['Cedar Loft', 'declined', null, null],
      ],
    )
    const [a, b, cedar] = c.venues
    expect(b.quote).toMatchObject({ structure: 'minimum_spend', minimumSpendTopUpCents: 80_000, serviceIncluded: true })
    expect(a.quote!.notIncludedButOthersDo.map((i) => i.id)).toEqual(['service'])
    expect(b.quote!.missingMustHaves.map((i) => i.label)).toEqual(['AV equipment'])
    expect(a.quote!.depositText).toBe('A 25% deposit ($528.00) when you accept.')
    expect(a.quote!.cancellationText).toBe('Full refund if you cancel 14 or more days before; no refund after that.')
    expect(cedar.declineReason).toBe('We are closed for a private event that week')
    expect(c.items.map((i) => i.id)).toEqual(['food', 'drinks', 'service', 'av'])
  })

  it('only the signed link or the owner opens it; a venue manager never sees the others', async () => {
    expect((await compare(undefined, null)).statusCode).toBe(404)
    expect((await compare(undefined, 'x'.repeat(43))).statusCode).toBe(404)
    expect((await compare(managerA.auth, null)).statusCode).toBe(404)
    // The portal inbox shows the venue its own request only, with no brief or other venue in it.
    const inbox = await staffCall(t, managerA.auth, 'GET', `/api/venue-portal/venues/${venueA}/requests`)
    const refs = inbox.json().requests.map((r: { reference: string }) => r.reference)
    expect(refs).toContain(reqA.reference)
    expect(refs).not.toContain(reqB.reference)
    expect(inbox.body).not.toContain('Birch Hall')
    expect(inbox.body).not.toContain(ref)
    // Another venue's request answers 404 to the manager.
    const other = await staffCall(
      t,
      managerA.auth,
      'POST',
      `/api/venue-portal/venues/${venueA}/requests/${reqB.id}/decline`,
      {
        reason: 'x',
      },
    )
    expect(other.statusCode).toBe(404)
    expect(
      (
        await staffCall(t, managerA.auth, 'POST', `/api/venue-portal/venues/${venueC}/requests/${reqC.id}/decline`, {
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404)
  })

  it("accepting one quote books it and declines every other venue's open request, releasing holds", async () => {
    const c: BriefComparison = (await compare()).json()
    const birch = c.venues.find((v) => v.name === 'Birch Hall')!
    const unsigned = await staffCall(t, undefined, 'POST', `/api/briefs/${ref}/accept?token=${token}`, {
      proposalId: birch.quote!.proposalId,
    })
    expect(unsigned.statusCode).toBe(400)
    expect(birch.quote!.agreement!.text).toContain('Booking agreement')
    const res = await staffCall(t, undefined, 'POST', `/api/briefs/${ref}/accept?token=${token}`, {
      proposalId: birch.quote!.proposalId,
      ...signed(birch),
    })
    expect(res.statusCode).toBe(200)
    const [version] = await t.db.select().from(agreementVersions).where(eq(agreementVersions.requestId, reqB.id))
    expect(version).toMatchObject({ version: 1, signerName: 'Pat Planner', hash: birch.quote!.agreement!.hash })
    const after: BriefComparison = res.json()
    expect(after.status).toBe('booked')
    expect(after.venues.map((v) => [v.name, v.state])).toEqual([
      ['Birch Hall', 'booked'],
      ['Alder Room', 'declined'],
      ['Cedar Loft', 'declined'],
    ])
    const [alder] = await t.db.select().from(requests).where(eq(requests.id, reqA.id))
    expect(alder.status).toBe('declined')
    const holds = await t.db.select().from(spaceHolds).where(eq(spaceHolds.requestId, reqA.id))
    expect(holds.map((h) => h.status)).toEqual(['released'])
    const alderQuotes = await t.db.select().from(proposals).where(eq(proposals.requestId, reqA.id))
    expect(alderQuotes.map((p) => p.status)).toEqual(['superseded'])
    const [declined] = await emailsTo(t, managerA.email, 'brief.venue_not_chosen')
    expect(declined.subject).toBe(`The planner chose another venue (${reqA.reference})`)
    expect(declined.textBody).toContain('any hold on your space for it is released')
    // Cedar Loft had declined already: no second email.
    expect(await emailsTo(t, managerC.email, 'brief.venue_not_chosen')).toHaveLength(0)
    const again = await staffCall(t, undefined, 'POST', `/api/briefs/${ref}/accept?token=${token}`, {
      proposalId: birch.quote!.proposalId,
      ...signed(birch),
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(BRIEF_MESSAGES.notOpen)
  })

  it('a quote of another brief is not found', async () => {
    const res = await sendBrief(brief({ venueIds: [venueB], email: 'other.brief@example.com' }))
    expect(res.statusCode).toBe(201)
    const other = await briefLink('other.brief@example.com')
    const [p] = await t.db
      .select()
      .from(proposals)
      .where(and(eq(proposals.requestId, reqB.id)))
    const r = await staffCall(t, undefined, 'POST', `/api/briefs/${other.ref}/accept?token=${other.token}`, {
      proposalId: p.id,
      signerName: 'Pat Planner',
      agreementHash: 'a'.repeat(64),
    })
    expect(r.statusCode).toBe(404)
  })
})

describe('answers besides an open quote on the brief date', () => {
  it('a quote for another date keeps it, an offer shows the date offered, an expired quote is marked, ranked after open ones and refused', async () => {
    const owner = await createUser(t.db, { firstName: 'Owen' })
    const sent = await staffCall(
      t,
      owner.auth,
      'POST',
      '/api/briefs',
      brief({ email: owner.email, date: inDays(40), alternativeDates: [inDays(41)] }),
    )
    expect(sent.statusCode, sent.body).toBe(201)
    const ref: string = sent.json().reference
    const [row] = await t.db.select().from(briefs).where(eq(briefs.reference, ref))
    const linked = await t.db.select().from(requests).where(eq(requests.briefId, row.id))
    const requestOf = (venueId: number) => linked.find((r) => r.venueId === venueId)!.id
    // Alder Room quotes for the brief's other date.
    const alderQuote = await staffCall(
      t,
      managerA.auth,
      'POST',
      `/api/venue-portal/venues/${venueA}/requests/${requestOf(venueA)}/quote`,
      { spaceId: spaceA, date: inDays(41), pricePerPerson: 90 },
    )
    expect(alderQuote.statusCode, alderQuote.body).toBe(201)
    // Staff quote for Birch Hall on the brief's date, cheaper; then its validity runs out.
    const birchQuote = await staffCall(t, staff, 'POST', `/api/staff/requests/${requestOf(venueB)}/proposals`, {
      venueId: venueB,
      date: inDays(40),
      time: '7:00 PM',
      guests: 20,
      pricePerPerson: 50,
    })
    expect(birchQuote.statusCode, birchQuote.body).toBe(201)
    await t.db
      .update(proposals)
      .set({ validUntil: inDays(-1) })
      .where(eq(proposals.id, birchQuote.json().id))
    // Cedar Loft offers another date.
    const offer = await staffCall(
      t,
      managerC.auth,
      'POST',
      `/api/venue-portal/venues/${venueC}/requests/${requestOf(venueC)}/offer`,
      { date: inDays(47), time: '6:30 PM', message: 'Our terrace is free that week' },
    )
    expect(offer.statusCode, offer.body).toBe(200)

    const c: BriefComparison = (await staffCall(t, owner.auth, 'GET', `/api/briefs/${ref}`)).json()
    expect(c.venues.map((v) => [v.name, v.state, v.quote?.expired ?? null])).toEqual([
      ['Alder Room', 'quoted', false],
      ['Birch Hall', 'quoted', true],
      ['Cedar Loft', 'offered_other_date', null],
    ])
    const [alder, birch, cedar] = c.venues
    expect(alder.quote).toMatchObject({ date: inDays(41), time: '7:00 PM' })
    expect(birch.quote!.validUntil).toBe(inDays(-1))
    expect(cedar.offer).toEqual({ date: inDays(47), time: '6:30 PM', message: 'Our terrace is free that week' })

    const late = await staffCall(t, owner.auth, 'POST', `/api/briefs/${ref}/accept`, {
      proposalId: birch.quote!.proposalId,
      ...signed(birch),
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(BRIEF_MESSAGES.quoteExpired)
    // Nor from the link in the quote's own email.
    const birchMail = (await emailsTo(t, owner.email, 'proposal.sent')).find((m) =>
      m.subject.includes(linked.find((r) => r.venueId === venueB)!.reference),
    )!
    const birchToken = /\/proposals\/([A-Za-z0-9_-]{43})/.exec(birchMail.textBody)![1]
    const byLink = await acceptProposal(t, birchToken)
    expect(byLink.statusCode).toBe(409)
    expect(byLink.json().message).toBe(BRIEF_MESSAGES.quoteExpired)
    const accepted = await staffCall(t, owner.auth, 'POST', `/api/briefs/${ref}/accept`, {
      proposalId: alder.quote!.proposalId,
      ...signed(alder),
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    // The dashboard's list still counts both venues that quoted once one is booked, and says where
    // the booking stands: the venue's own quote booked at once.
    const mine = (await staffCall(t, owner.auth, 'GET', '/api/briefs')).json()
    expect(mine.briefs).toEqual([
      expect.objectContaining({
        reference: ref,
        status: 'booked',
        venueCount: 3,
        quoteCount: 2,
        booking: expect.objectContaining({ stage: 'deposit_due', label: 'Confirmed, deposit due' }),
      }),
    ])
  })
})
