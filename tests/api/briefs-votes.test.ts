// The group vote on a brief and a signed-in planner's shortlist (issue 18): the organiser shares a
// public link; each person votes once (email confirmed from a link, or an RSVP link), a second vote
// by the same person replaces the first; the organiser sees the results and closes the vote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHORTLIST_MESSAGES } from '~/domain/briefs/shortlist-api'
import { VOTE_MESSAGES } from '~/domain/briefs/votes-api'
import { createTestApp, type TestContext } from './setup/test-app'
import { emailsTo } from './auth-helpers'
import { createEvent } from './events-helpers'
import { createUser } from './fixtures/users'
import { insertVenue } from './fixtures/venues'
import { inDays, staffCall, type Auth } from './staff-helpers'

let t: TestContext
let organiser: Auth
let venues: number[]
let ref: string
let voteToken: string

async function confirmationFor(to: string) {
  const [mail] = await emailsTo(t, to, 'brief.vote_confirm')
  const c = /\?confirm=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1]
  if (!c) throw new Error(`no vote confirmation to ${to}`)
  return c
}
const vote = (payload: unknown) => staffCall(t, undefined, 'POST', `/api/votes/${voteToken}`, payload)
const confirm = (confirmation: string) =>
  staffCall(t, undefined, 'POST', `/api/votes/${voteToken}/confirm`, { confirmation })

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000', PUBLIC_URL: 'https://bountiful.test' })
  organiser = (await createUser(t.db, { firstName: 'Olive' })).auth
  venues = [
    await insertVenue(t.db, { name: 'Vote Alder' }),
    await insertVenue(t.db, { name: 'Vote Birch' }),
    await insertVenue(t.db, { name: 'Vote Cedar' }),
  ]
  const res = await staffCall(t, organiser, 'POST', '/api/briefs', {
    venueIds: venues,
    occasion: 'social',
    date: inDays(30),
    alternativeDates: [inDays(37)],
    time: '7:00 PM',
    guests: 14,
    name: 'Olive Organiser',
    email: 'olive@example.com',
  })
  expect(res.statusCode).toBe(201)
  ref = res.json().reference
})
afterAll(() => t?.close())

describe('group vote', () => {
  it('the owner shares the brief: the same public link each time', async () => {
    const first = await staffCall(t, organiser, 'POST', `/api/briefs/${ref}/share`, {})
    expect(first.statusCode).toBe(200)
    expect(first.json().url).toMatch(/^https:\/\/bountiful\.test\/votes\/[A-Za-z0-9_-]{43}$/)
    voteToken = first.json().token
    const second = await staffCall(t, organiser, 'POST', `/api/briefs/${ref}/share`, {})
    expect(second.json().token).toBe(voteToken)
    // The owner's own list shows the brief.
    const mine = await staffCall(t, organiser, 'GET', '/api/briefs')
    expect(mine.json().briefs).toEqual([expect.objectContaining({ reference: ref, venueCount: 3, quoteCount: 0 })])
  })

  it('anyone with the link sees the venues and date options, with no votes yet', async () => {
    const res = await staffCall(t, undefined, 'GET', `/api/votes/${voteToken}`)
    expect(res.statusCode).toBe(200)
    const v = res.json()
    expect(v).toMatchObject({
      organiserFirstName: 'Olive',
      occasionLabel: 'Social Gathering',
      closed: false,
      voterCount: 0,
    })
    expect(v.venues.map((x: { name: string }) => x.name).sort()).toEqual(['Vote Alder', 'Vote Birch', 'Vote Cedar'])
    expect(v.dates.map((d: { date: string }) => d.date)).toEqual([inDays(30), inDays(37)])
  })

  it('a vote by email counts once confirmed; a second vote by the same email replaces it', async () => {
    const ballot = {
      name: 'Gus Guest',
      email: 'gus@example.com',
      venues: [{ venueId: venues[0], choice: 'prefer' }],
      dates: [{ date: inDays(30), choice: 'cant_make' }],
    }
    const sent = await vote(ballot)
    expect(sent.statusCode).toBe(202)
    expect(sent.json()).toEqual({ status: 'confirmation_sent', message: VOTE_MESSAGES.confirmationSent })
    // Not counted before the link is followed.
    expect((await staffCall(t, undefined, 'GET', `/api/votes/${voteToken}`)).json().voterCount).toBe(0)
    const first = await confirm(await confirmationFor('gus@example.com'))
    expect(first.json()).toEqual({ status: 'recorded', message: VOTE_MESSAGES.recorded })
    // The same person again, address in capitals: replaces, never adds.
    await vote({ ...ballot, email: 'GUS@example.com', venues: [{ venueId: venues[1], choice: 'prefer' }], dates: [] })
    const second = await confirm(await confirmationFor('GUS@example.com'))
    expect(second.json().status).toBe('replaced')
    const res = (await staffCall(t, undefined, 'GET', `/api/votes/${voteToken}`)).json()
    expect(res.voterCount).toBe(1)
    const tally = (id: number) => res.venues.find((x: { venueId: number }) => x.venueId === id).tally
    expect(tally(venues[0])).toEqual({ approve: 0, prefer: 0, cantMake: 0 })
    expect(tally(venues[1])).toEqual({ approve: 0, prefer: 1, cantMake: 0 })
    // A used confirmation link counts nothing more.
    expect((await confirm(await confirmationFor('GUS@example.com'))).statusCode).toBe(404)
  })

  it('refuses a venue or a date that is not an option', async () => {
    const other = await insertVenue(t.db, { name: 'Not Shortlisted' })
    const res = await vote({
      name: 'Ivy',
      email: 'ivy@example.com',
      venues: [{ venueId: other, choice: 'approve' }],
      dates: [{ date: inDays(45), choice: 'approve' }],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toEqual({
      'venues.0.venueId': VOTE_MESSAGES.unknownVenue,
      'dates.0.date': VOTE_MESSAGES.unknownDate,
    })
    const none = await vote({ name: 'Ivy', venues: [{ venueId: venues[0], choice: 'approve' }] })
    expect(none.statusCode).toBe(400)
    expect(none.json().errors.email).toBe(VOTE_MESSAGES.identity)
  })

  it('the organiser sees who voted and what leads, closes the vote, and later votes are refused', async () => {
    const results = await staffCall(t, organiser, 'GET', `/api/briefs/${ref}/votes`)
    expect(results.statusCode).toBe(200)
    expect(results.json()).toMatchObject({
      voters: [{ name: 'Gus Guest', via: 'email' }],
      leadingVenueId: venues[1],
      leadingDate: null,
    })
    expect(results.body).not.toContain('gus@example.com')
    const closed = await staffCall(t, organiser, 'POST', `/api/briefs/${ref}/votes/close`, {})
    expect(closed.json().closed).toBe(true)
    const late = await vote({ name: 'Lou', email: 'lou@example.com', dates: [{ date: inDays(37), choice: 'approve' }] })
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(VOTE_MESSAGES.closed)
    // Nobody else reads the results.
    const stranger = (await createUser(t.db)).auth
    expect((await staffCall(t, stranger, 'GET', `/api/briefs/${ref}/votes`)).statusCode).toBe(404)
  })
})

describe('voting by RSVP link', () => {
  it("a guest of the organiser's event votes with their RSVP link: counted at once, once, and shown to the organiser", async () => {
    const created = await staffCall(t, organiser, 'POST', '/api/briefs', {
      venueIds: venues,
      occasion: 'birthday',
      date: inDays(50),
      alternativeDates: [inDays(51)],
      time: '7:00 PM',
      guests: 14,
      name: 'Olive Organiser',
      email: 'olive@example.com',
    })
    expect(created.statusCode, created.body).toBe(201)
    const rsvpRef: string = created.json().reference
    const link: string = (await staffCall(t, organiser, 'POST', `/api/briefs/${rsvpRef}/share`, {})).json().token
    const guestToken = async (host: Auth, name: string) => {
      const event = await createEvent(t, host)
      const added = await staffCall(t, host, 'POST', `/api/dashboard/events/${event.id}/guests`, { name })
      expect(added.statusCode, added.body).toBe(201)
      return new URL(added.json().guests[0].rsvpUrl as string).searchParams.get('guest')!
    }
    const rita = await guestToken(organiser, 'Rita Rsvp')
    const castBy = (payload: unknown) => staffCall(t, undefined, 'POST', `/api/votes/${link}`, payload)

    const first = await castBy({
      name: 'Rita Rsvp',
      rsvpToken: rita,
      venues: [{ venueId: venues[2], choice: 'prefer' }],
      dates: [{ date: inDays(51), choice: 'cant_make' }],
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ status: 'recorded', message: VOTE_MESSAGES.recorded })
    // No email to confirm: counted at once.
    expect((await staffCall(t, undefined, 'GET', `/api/votes/${link}`)).json().voterCount).toBe(1)
    // The same RSVP link again replaces the vote; the person is still counted once.
    const again = await castBy({
      name: 'Rita R.',
      rsvpToken: rita,
      venues: [{ venueId: venues[0], choice: 'approve' }],
    })
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual({ status: 'replaced', message: VOTE_MESSAGES.replaced })

    const results = await staffCall(t, organiser, 'GET', `/api/briefs/${rsvpRef}/votes`)
    expect(results.json()).toMatchObject({
      voterCount: 1,
      voters: [{ name: 'Rita R.', via: 'rsvp' }],
      leadingVenueId: venues[0],
      leadingDate: null,
    })
    const tally = (id: number) => results.json().venues.find((x: { venueId: number }) => x.venueId === id).tally
    expect(tally(venues[0])).toEqual({ approve: 1, prefer: 0, cantMake: 0 })
    expect(tally(venues[2])).toEqual({ approve: 0, prefer: 0, cantMake: 0 })

    // Another host's guest list is not the organiser's: that RSVP link counts nothing here.
    const stranger = (await createUser(t.db, { firstName: 'Stan' })).auth
    const other = await castBy({
      name: 'Sid',
      rsvpToken: await guestToken(stranger, 'Sid'),
      venues: [{ venueId: venues[1], choice: 'prefer' }],
    })
    expect(other.statusCode).toBe(400)
    expect(other.json().errors.rsvpToken).toBe(VOTE_MESSAGES.rsvpUnknown)
    expect((await staffCall(t, undefined, 'GET', `/api/votes/${link}`)).json().voterCount).toBe(1)
  })
})

describe('shortlist', () => {
  it('keeps up to 5 venues in order for a signed-in planner; 400 beyond', async () => {
    const me = (await createUser(t.db)).auth
    expect((await staffCall(t, me, 'GET', '/api/shortlist')).json()).toEqual({ venues: [] })
    const put = await staffCall(t, me, 'PUT', '/api/shortlist', { venueIds: [venues[2], venues[0]] })
    expect(put.statusCode).toBe(200)
    expect(put.json().venues.map((v: { name: string }) => v.name)).toEqual(['Vote Cedar', 'Vote Alder'])
    const six = await staffCall(t, me, 'PUT', '/api/shortlist', { venueIds: [1, 2, 3, 4, 5, 6] })
    expect(six.statusCode).toBe(400)
    expect(six.json().errors.venueIds).toBe(SHORTLIST_MESSAGES.tooMany)
    // Another account's shortlist is its own.
    const other = (await createUser(t.db)).auth
    expect((await staffCall(t, other, 'GET', '/api/shortlist')).json()).toEqual({ venues: [] })
    expect((await staffCall(t, undefined, 'GET', '/api/shortlist')).statusCode).toBe(401)
  })
})
