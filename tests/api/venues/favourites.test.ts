// Saved venues: per user, idempotent, merged from visitor hearts at sign-in.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { favourites, venues } from '~/server/db/schema'
import { createTestApp, type TestContext } from '../setup/test-app'
import { createUser } from '../fixtures/users'

let t: TestContext
let venueIds: number[]
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '10000' })
  venueIds = (
    await t.db.select({ id: venues.id }).from(venues).where(eq(venues.status, 'active')).orderBy(venues.id).limit(5)
  ).map((v) => v.id)
})
afterAll(() => t.close())

type Auth = { authorization: string }
const list = (auth: Auth) => t.app.inject({ method: 'GET', url: '/api/me/favourites', headers: auth })
const save = (auth: Auth, id: number | string) =>
  t.app.inject({ method: 'PUT', url: `/api/me/favourites/${id}`, headers: auth })
const unsave = (auth: Auth, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/me/favourites/${id}`, headers: auth })
const merge = (auth: Auth, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/me/favourites/merge', headers: auth, payload: payload as object })

describe('saved venues', () => {
  it('starts empty, saves (idempotently), lists most recent first with venue info, unsaves', async () => {
    const { auth } = await createUser(t.db)
    expect((await list(auth)).json()).toEqual({ venueIds: [], venues: [] })

    const [a, b] = venueIds
    const first = await save(auth, a)
    expect(first.statusCode).toBe(204)
    expect(first.body).toBe('')
    expect((await save(auth, b)).statusCode).toBe(204)
    expect((await save(auth, a)).statusCode).toBe(204)

    const res = await list(auth)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.venueIds).toEqual([b, a])
    expect(body.venues).toHaveLength(2)
    for (const v of body.venues) {
      expect(v).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        location: expect.stringMatching(/^.+, [A-Z]{2}$/),
        imageUrl: expect.any(String),
      })
    }
    expect(body.venues.map((v: { id: number }) => v.id)).toEqual(body.venueIds)

    expect((await unsave(auth, a)).statusCode).toBe(204)
    expect((await unsave(auth, a)).statusCode).toBe(204)
    expect((await list(auth)).json().venueIds).toEqual([b])
  })

  it('answers 404 for a venue that does not exist', async () => {
    const { auth } = await createUser(t.db)
    for (const id of ['999999', '0', 'abc', '99999999999']) {
      const res = await save(auth, id)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ code: 'not_found', message: 'Venue not found' })
    }
  })

  it("never shows one user's saved venues to another", async () => {
    const alice = await createUser(t.db)
    const bob = await createUser(t.db)
    await save(alice.auth, venueIds[0])
    await save(bob.auth, venueIds[1])
    expect((await list(alice.auth)).json().venueIds).toEqual([venueIds[0]])
    expect((await list(bob.auth)).json().venueIds).toEqual([venueIds[1]])
    // Bob removing Alice's venue touches only his own list.
    await unsave(bob.auth, venueIds[0])
    expect((await list(alice.auth)).json().venueIds).toEqual([venueIds[0]])
    const rows = await t.db
      .select()
      .from(favourites)
      .where(and(eq(favourites.userId, alice.userId), eq(favourites.venueId, venueIds[0])))
    expect(rows).toHaveLength(1)
  })

  it('merges visitor hearts, ignoring unknown ids and duplicates', async () => {
    const { auth } = await createUser(t.db)
    await save(auth, venueIds[0])
    const res = await merge(auth, { venueIds: [venueIds[0], venueIds[2], venueIds[3], venueIds[3], 999999, -4] })
    expect(res.statusCode).toBe(200)
    expect(res.json().venueIds.sort()).toEqual([venueIds[0], venueIds[2], venueIds[3]].sort())
    expect((await merge(auth, { venueIds: [] })).json().venueIds).toHaveLength(3)
  })

  it('validates the merge body', async () => {
    const { auth } = await createUser(t.db)
    const tooMany = await merge(auth, { venueIds: Array.from({ length: 501 }, (_, i) => i + 1) })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors.venueIds).toBe('At most 500 venues can be merged at once')
    const notNumbers = await merge(auth, { venueIds: ['one'] })
    expect(notNumbers.statusCode).toBe(400)
    expect(notNumbers.json().errors['venueIds.0']).toBe('Venue ids must be numbers')
    expect((await merge(auth, {})).statusCode).toBe(400)
  })

  it('requires a signed-in user', async () => {
    const none = {} as Auth
    for (const res of [
      await list(none),
      await save(none, venueIds[0]),
      await unsave(none, venueIds[0]),
      await merge(none, { venueIds: [venueIds[0]] }),
      await list({ authorization: 'Bearer expired-or-made-up' }),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ code: 'unauthenticated', message: 'Please log in to continue.' })
    }
  })
})
