// The group vote on a brief and a signed-in planner's shortlist: the organiser shares a
// public link; each person votes once (email confirmed from a link, or an RSVP link), a second vote
// by the same person replaces the first; the organiser sees the results and closes the vote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHORTLIST_MESSAGES } from '~/domain/briefs/shortlist-api'
import { VOTE_INVITE_MESSAGES, VOTE_MESSAGES } from '~/domain/briefs/votes-api'
import { createTestApp, type TestContext } from '../setup/test-app'
import { emailsTo } from '../support/auth-helpers'
import { createEvent } from '../support/events-helpers'
import { createUser } from '../fixtures/users'
import { insertVenue } from '../fixtures/venues'
import { inDays, staffCall, type Auth } from '../support/staff-helpers'

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

describe('the vote emailed to a guest list', () => {
  it("emails each guest of the organiser's event their own link, once; a vote from it counts at once", async () => {
    const created = await staffCall(t, organiser, 'POST', '/api/briefs', {
      venueIds: venues,
      occasion: 'birthday',
      date: inDays(60),
      time: '7:00 PM',
      guests: 14,
      name: 'Olive Organiser',
      email: 'olive@example.com',
    })
    expect(created.statusCode, created.body).toBe(201)
    const inviteRef: string = created.json().reference
    const event = await createEvent(t, organiser, { name: 'Book club' })
    const addGuest = async (name: string, email?: string) => {
      const added = await staffCall(t, organiser, 'POST', `/api/dashboard/events/${event.id}/guests`, { name, email })
      expect(added.statusCode, added.body).toBe(201)
    }
    await addGuest('Gina Guest', 'gina@example.com')
    await addGuest('Hal Guest', 'hal@example.com')
    await addGuest('Ivo No-Email')

    const lists = await staffCall(t, organiser, 'GET', `/api/briefs/${inviteRef}/vote-invitations`)
    expect(lists.statusCode).toBe(200)
    expect(lists.json().lists).toContainEqual(
      expect.objectContaining({ eventId: event.id, name: 'Book club', guestsWithEmail: 2, invited: 0 }),
    )

    const invite = () =>
      staffCall(t, organiser, 'POST', `/api/briefs/${inviteRef}/vote-invitations`, { eventId: event.id })
    const first = await invite()
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ sent: 2, alreadyInvited: 0, message: 'The vote is on its way to 2 guests.' })
    const [mail] = await emailsTo(t, 'gina@example.com', 'brief.vote_invite')
    expect(mail.subject).toBe('Olive asks where and when to meet')
    expect(mail.textBody).toContain('Hi Gina,')
    expect(mail.textBody).toContain('guest of Book club')
    const link = /https:\/\/bountiful\.test\/votes\/([A-Za-z0-9_-]+)\?rsvp=([A-Za-z0-9_-]+)/.exec(mail.textBody)
    expect(link).not.toBeNull()
    expect(await emailsTo(t, 'hal@example.com', 'brief.vote_invite')).toHaveLength(1)
    // Invited is not voted: nobody is counted yet.
    const voteLink = link![1]
    expect((await staffCall(t, undefined, 'GET', `/api/votes/${voteLink}`)).json().voterCount).toBe(0)

    // The link's RSVP token is Gina's: her vote counts without a confirmation email.
    const cast = await staffCall(t, undefined, 'POST', `/api/votes/${voteLink}`, {
      name: 'Gina Guest',
      rsvpToken: link![2],
      venues: [{ venueId: venues[1], choice: 'prefer' }],
    })
    expect(cast.statusCode, cast.body).toBe(201)
    expect(cast.json().status).toBe('recorded')
    const results = (await staffCall(t, organiser, 'GET', `/api/briefs/${inviteRef}/votes`)).json()
    expect(results).toMatchObject({ voterCount: 1, voters: [{ name: 'Gina Guest', via: 'rsvp' }] })

    // Sending again reaches nobody twice; a guest added since gets hers.
    const again = await invite()
    expect(again.json()).toEqual({
      sent: 0,
      alreadyInvited: 2,
      message: 'Nobody new to invite from this list. 2 guests were invited before.',
    })
    expect(await emailsTo(t, 'gina@example.com', 'brief.vote_invite')).toHaveLength(1)
    await addGuest('Jo Late', 'jo@example.com')
    expect((await invite()).json()).toMatchObject({ sent: 1, alreadyInvited: 2 })
    const after = (await staffCall(t, organiser, 'GET', `/api/briefs/${inviteRef}/vote-invitations`)).json()
    expect(after.lists).toContainEqual(expect.objectContaining({ eventId: event.id, guestsWithEmail: 3, invited: 3 }))
  })

  it("refuses another host's event, a stranger, a brief without an account and a closed vote", async () => {
    const open = await staffCall(t, organiser, 'POST', '/api/briefs', {
      venueIds: venues.slice(0, 2),
      occasion: 'social',
      date: inDays(45),
      time: '7:00 PM',
      guests: 12,
      name: 'Olive Organiser',
      email: 'olive@example.com',
    })
    expect(open.statusCode, open.body).toBe(201)
    const openRef: string = open.json().reference
    const stranger = (await createUser(t.db, { firstName: 'Stan' })).auth
    const theirs = await createEvent(t, stranger)
    const refused = await staffCall(t, organiser, 'POST', `/api/briefs/${openRef}/vote-invitations`, {
      eventId: theirs.id,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors.eventId).toBe(VOTE_INVITE_MESSAGES.notYours)
    const bad = await staffCall(t, organiser, 'POST', `/api/briefs/${openRef}/vote-invitations`, { eventId: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors.eventId).toBe(VOTE_INVITE_MESSAGES.event)
    // Not the organiser and no link: the brief does not exist for them.
    const mine = await createEvent(t, organiser)
    const byStranger = await staffCall(t, stranger, 'POST', `/api/briefs/${openRef}/vote-invitations`, {
      eventId: mine.id,
    })
    expect(byStranger.statusCode).toBe(404)
    expect((await staffCall(t, stranger, 'GET', `/api/briefs/${openRef}/vote-invitations`)).statusCode).toBe(404)
    // The first describe closed this brief's vote.
    const closed = await staffCall(t, organiser, 'POST', `/api/briefs/${ref}/vote-invitations`, { eventId: mine.id })
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toBe(VOTE_MESSAGES.closed)

    // A brief sent without an account has no guest lists to draw on.
    const visitorBrief = await staffCall(t, undefined, 'POST', '/api/briefs', {
      venueIds: venues.slice(0, 2),
      occasion: 'social',
      date: inDays(40),
      time: '7:00 PM',
      guests: 12,
      name: 'Vera Visitor',
      email: 'vera@example.com',
    })
    expect(visitorBrief.statusCode, visitorBrief.body).toBe(201)
    const [sent] = await emailsTo(t, 'vera@example.com', 'brief.sent')
    const token = /\?token=([A-Za-z0-9_-]+)/.exec(sent.textBody)![1]
    const path = `/api/briefs/${visitorBrief.json().reference}/vote-invitations?token=${token}`
    expect((await staffCall(t, undefined, 'GET', path)).json()).toEqual({ lists: [] })
    const noAccount = await staffCall(t, undefined, 'POST', path, { eventId: mine.id })
    expect(noAccount.statusCode).toBe(409)
    expect(noAccount.json().message).toBe(VOTE_INVITE_MESSAGES.noAccount)
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

describe('vote confirmation emails', () => {
  it('go at most 3 an hour to one address and 20 an hour from one link; past either, 429 and nothing sent', async () => {
    const brief = await staffCall(t, organiser, 'POST', '/api/briefs', {
      venueIds: venues,
      occasion: 'social',
      date: inDays(40),
      time: '7:00 PM',
      guests: 12,
      name: 'Olive Organiser',
      email: 'olive@example.com',
    })
    const token = (await staffCall(t, organiser, 'POST', `/api/briefs/${brief.json().reference}/share`, {})).json()
      .token as string
    const ballot = (email: string) => ({
      name: 'Vic Voter',
      email,
      venues: [{ venueId: venues[0], choice: 'approve' }],
    })
    const castTo = (email: string) => staffCall(t, undefined, 'POST', `/api/votes/${token}`, ballot(email))

    // One address: three emails, then refused with a message, and no fourth email.
    for (let i = 0; i < 3; i++) expect((await castTo('target@example.com')).statusCode).toBe(202)
    const fourth = await castTo('TARGET@example.com')
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json()).toEqual({ code: 'rate_limited', message: VOTE_MESSAGES.tooManyToAddress })
    expect(await emailsTo(t, 'target@example.com', 'brief.vote_confirm')).toHaveLength(3)

    // One link, many addresses: 20 emails in the hour (3 above and 17 more), then refused.
    for (let i = 0; i < 17; i++) expect((await castTo(`voter${i}@example.com`)).statusCode).toBe(202)
    const over = await castTo('one-too-many@example.com')
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({ code: 'rate_limited', message: VOTE_MESSAGES.tooManyForLink })
    expect(await emailsTo(t, 'one-too-many@example.com', 'brief.vote_confirm')).toHaveLength(0)
    // Another vote's link still emails a new address.
    const other = await staffCall(t, undefined, 'POST', `/api/votes/${voteToken}`, ballot('fresh@example.com'))
    expect(other.statusCode).not.toBe(429)
  })
})

describe('shortlist saved twice at once', () => {
  it('answers every one of ten parallel saves and keeps one of them whole', async () => {
    const me = (await createUser(t.db)).auth
    const lists = Array.from({ length: 10 }, (_, i) => (i % 2 ? [venues[0], venues[1]] : [venues[2]]))
    const answers = await Promise.all(lists.map((venueIds) => staffCall(t, me, 'PUT', '/api/shortlist', { venueIds })))
    expect(answers.map((a) => a.statusCode)).toEqual(lists.map(() => 200))
    const saved = (await staffCall(t, me, 'GET', '/api/shortlist')).json().venues.map((v: { id: number }) => v.id)
    expect(lists.map((l) => JSON.stringify(l))).toContain(JSON.stringify(saved))
  })
})
