// Hostile input an attack once answered with a 500. Each is a 400 with a
// message naming what is wrong, and an error's log line carries no personal data.
import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '~/server/app'
import { requests, users } from '~/server/db/schema'
import { capturedLogs, createTestApp, type TestContext } from '../setup/test-app'
import { uniqueEmail } from '../support/auth-helpers'
import { createUser } from '../fixtures/users'
import { createEvent } from '../support/events-helpers'
import { bookingRequest, contactRequest, inDays, userWithRole, type Auth } from '../support/staff-helpers'
import { insertVenue } from '../fixtures/venues'

const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', '\udfff\ud800']

let t: TestContext
let venueId: number
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '100000' })
  venueId = await insertVenue(t.db)
})
afterAll(() => t?.close())

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, auth?: Auth) =>
  t.app.inject({ method, url, headers: auth ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) })

/** Every text field of a body, each with every unstorable value: 400, the field named in errors and in the message. */
async function expectUnstorableRejected(
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  valid: Record<string, unknown>,
  fields: string[],
  auth?: Auth,
  label?: Record<string, string>,
) {
  for (const field of fields) {
    for (const bad of UNSTORABLE) {
      const value = Array.isArray(valid[field]) ? [bad] : `${bad}`
      const res = await call(method, url, { ...valid, [field]: value }, auth)
      const where = `${method} ${url} ${field}=${JSON.stringify(bad)}`
      expect(res.statusCode, `${where}: ${res.body}`).toBe(400)
      const body = res.json()
      const key = Array.isArray(valid[field]) ? `${field}.0` : field
      expect(body.errors?.[key], where).toBe(`${label?.[field] ?? humanize(field)} contains characters we can't store`)
      expect(body.message, where).toBe(`${key}: ${body.errors[key]}`)
    }
  }
}
const humanize = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

describe('NUL characters and lone surrogates in text fields (point 2)', () => {
  it('are refused field by field on every public form, and nothing is stored', async () => {
    const storedRequests = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(requests))[0].n
    const before = await storedRequests()
    const person = { name: 'Dana Planner', email: uniqueEmail('dana'), phone: '(415) 555-0100' }
    await expectUnstorableRejected(
      'POST',
      '/api/venues/book',
      {
        venueId,
        eventType: 'corporate',
        guestCount: 24,
        date: inDays(20),
        time: '7:30 PM',
        budget: 'standard',
        addOns: [],
        ...person,
        specialRequests: 'Window table',
        companyName: 'Acme',
        dietaryRestrictions: 'Vegan',
      },
      ['name', 'specialRequests', 'companyName', 'dietaryRestrictions', 'venueName'],
    )
    await expectUnstorableRejected(
      'POST',
      '/api/concierge/book',
      {
        venueId,
        ...person,
        date: inDays(20),
        time: '7:00 PM',
        numGuests: 20,
        eventType: 'Client Dinner',
        specialRequests: 'Quiet room',
      },
      ['name', 'specialRequests'],
    )
    await expectUnstorableRejected(
      'POST',
      '/api/consultations',
      {
        name: 'Lee',
        email: uniqueEmail('lee'),
        eventType: 'Offsite dinner',
        location: 'San Francisco, CA',
        groupSize: 30,
        vibeOccasion: 'Celebratory',
        preferredDate: inDays(40),
        notes: 'Nut allergy',
      },
      ['name', 'eventType', 'location', 'vibeOccasion', 'notes'],
    )
    await expectUnstorableRejected(
      'POST',
      '/api/concierge/requests',
      { ...person, details: 'Rooftop for 25', location: 'Austin, TX' },
      ['name', 'details', 'location'],
    )
    await expectUnstorableRejected(
      'POST',
      '/api/contact',
      { name: 'Kim', email: uniqueEmail('kim'), subject: 'Hello', message: 'Do you cover Austin?' },
      ['name', 'subject', 'message'],
    )
    await expectUnstorableRejected(
      'POST',
      '/api/partners/applications',
      {
        partnerType: 'restaurant-venue',
        organization: 'Harbor House',
        contactName: 'Ola Owner',
        email: uniqueEmail('ola'),
        city: 'Boston',
        message: 'We host 40',
      },
      ['organization', 'contactName', 'city', 'message'],
    )
    await expectUnstorableRejected(
      'POST',
      '/api/newsletter/subscriptions',
      { email: uniqueEmail('news'), company: 'Acme' },
      ['company'],
    )
    await expectUnstorableRejected(
      'POST',
      '/api/auth/signup',
      { firstName: 'Maya', lastName: 'Lopez', email: uniqueEmail(), password: 'Dinner4Thirty' },
      ['firstName', 'lastName', 'password'],
    )
    await expectUnstorableRejected('POST', '/api/auth/login', { email: uniqueEmail(), password: 'Dinner4Thirty' }, [
      'password',
    ])
    await expectUnstorableRejected(
      'POST',
      '/api/auth/reset-password',
      { token: 'x'.repeat(43), password: 'Dinner4Thirty' },
      ['token'],
    )
    for (const bad of UNSTORABLE) {
      const res = await call('POST', '/api/contact', { name: 'Kim', email: `kim${bad}@example.com`, message: 'Hi' })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors.email).toBe("Email contains characters we can't store")
    }
    expect(await storedRequests()).toBe(before)
  })

  it('are refused in the dashboard (events, tasks, guests, chat) and the concierge console', async () => {
    const host = await createUser(t.db)
    const event = await createEvent(t, host.auth)
    const base = `/api/dashboard/events/${event.id}`
    await expectUnstorableRejected(
      'POST',
      '/api/dashboard/events',
      { name: 'Dinner', date: inDays(30), time: '7:00 PM', guestCount: 20, location: 'Chicago, IL' },
      ['name', 'location'],
      host.auth,
    )
    await expectUnstorableRejected(
      'POST',
      `${base}/tasks`,
      { title: 'Book', description: 'Call them' },
      ['title', 'description'],
      host.auth,
    )
    await expectUnstorableRejected(
      'POST',
      `${base}/guests`,
      { name: 'Gina', notes: 'Vegan', dietary: ['vegan'] },
      ['name', 'notes', 'dietary'],
      host.auth,
    )
    await expectUnstorableRejected('POST', `${base}/guests`, { text: 'Gina <gina@example.com>' }, ['text'], host.auth)
    await expectUnstorableRejected('POST', `${base}/messages`, { content: 'Hello team' }, ['content'], host.auth)

    const staff = await userWithRole(t, 'staff')
    const request = await contactRequest(t)
    const booking = await bookingRequest(t, venueId)
    const rid = `/api/staff/requests/${request.id}`
    await expectUnstorableRejected(
      'POST',
      `${rid}/reply`,
      { subject: 'About your request', body: 'Thanks!' },
      ['subject', 'body'],
      staff.auth,
    )
    await expectUnstorableRejected(
      'POST',
      `${rid}/status`,
      { status: 'in_progress', note: 'Calling back' },
      ['note'],
      staff.auth,
    )
    await expectUnstorableRejected(
      'POST',
      `/api/staff/requests/${booking.id}/proposals`,
      {
        venueId,
        date: inDays(25),
        time: '7:00 PM',
        guests: 20,
        pricePerPerson: 90,
        message: 'Our offer',
      },
      ['message'],
      staff.auth,
    )
    await expectUnstorableRejected(
      'POST',
      `/api/staff/requests/${booking.id}/confirm`,
      { note: 'Done', eventName: 'Team dinner' },
      ['note', 'eventName'],
      staff.auth,
    )
    const venue = {
      name: 'Fuzz Hall',
      citySlug: 'san-francisco',
      address: '1 Main St',
      lat: 37.7,
      lng: -122.4,
      type: 'restaurant',
      serviceType: 'Private Dining',
      minGuests: 8,
      maxGuests: 40,
      pricePerPerson: 80,
      description: 'Nice',
      amenities: ['Piano'],
    }
    await expectUnstorableRejected(
      'POST',
      '/api/staff/venues',
      venue,
      ['name', 'address', 'description', 'amenities'],
      staff.auth,
    )
    await expectUnstorableRejected('PATCH', `/api/staff/venues/${venueId}`, { name: 'Renamed' }, ['name'], staff.auth)
  })

  it('are refused in query strings and path parameters, with a 400 naming the parameter', async () => {
    const staff = await userWithRole(t, 'staff')
    const cases: [string, string, Auth | undefined][] = [
      ['/api/newsletter/confirm?token=%00', 'token', undefined],
      ['/api/newsletter/unsubscribe?token=a%00b', 'token', undefined],
      ['/api/venues/search?location=%00', 'location', undefined],
      ['/api/places/suggestions?query=%00', 'query', undefined],
      ['/api/staff/requests?q=%00', 'q', staff.auth],
      ['/api/staff/team?q=%00', 'q', staff.auth],
      ['/api/staff/venues?q=%00', 'q', staff.auth],
      ['/api/staff/requests?city=%00', 'city', staff.auth],
      ['/api/public/events/abc?guest=%00', 'guest', undefined],
      ['/api/venues/%00', 'id', undefined],
      ['/api/venues/city/%00', 'cityName', undefined],
      ['/api/invitations/%00', 'token', undefined],
      ['/api/proposals/%00', 'token', undefined],
    ]
    for (const [url, field, auth] of cases) {
      const res = await call('GET', url, undefined, auth)
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400)
      expect(res.json().errors?.[field], url).toMatch(/contains characters we can't store$/)
    }
  })

  it('in the alt text of an uploaded photo (a multipart field) are a 400 naming the field', async () => {
    const staff = await userWithRole(t, 'staff')
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c87' } })
      .png()
      .toBuffer()
    // Lone surrogates cannot travel as UTF-8 bytes (they arrive as U+FFFD); a NUL byte can.
    for (const bad of ['\u0000', 'a\u0000b']) {
      const boundary = 'altBoundary'
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nCandle${bad}light\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ])
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/staff/venues/${venueId}/photos`,
        headers: { ...staff.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      })
      expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400)
      expect(res.json()).toEqual({
        code: 'validation_failed',
        message: "alt: Alt contains characters we can't store",
        errors: { alt: "Alt contains characters we can't store" },
      })
    }
  })

  it('any database data error a schema let through is a 400 with a message, not a 500', async () => {
    // An app of its own for the probe route, over the file's database.
    const database = t.database
    const app = await buildApp({ config: t.config, database, serveWeb: false })
    // A route that hands its input to the database unchecked, as a future route might.
    app.post('/api/test/cast', async (req) => {
      const { value, type } = req.body as { value: string; type: string }
      await database.db.execute(sql`select ${value}::${sql.raw(type)}`)
      return { ok: true }
    })
    await app.ready()
    try {
      const cases: [string, string, string][] = [
        ['a\u0000b', 'text', "The request contains characters we can't store (a NUL character or a broken one)"],
        ['3000000000', 'int', 'A number in the request is out of range'],
        ['1e-300', 'real', 'A number in the request is out of range'],
        ['twelve', 'int', 'A value in the request does not have the expected format'],
        ['2024-02-30', 'date', 'A date or time in the request is out of range'],
        ['not a date', 'date', 'A date or time in the request is not valid'],
      ]
      for (const [value, type, message] of cases) {
        const res = await app.inject({ method: 'POST', url: '/api/test/cast', payload: { value, type } })
        expect(res.statusCode, `${type} ${JSON.stringify(value)}: ${res.body}`).toBe(400)
        expect(res.json()).toEqual({ code: 'bad_request', message })
      }
      expect(
        (await app.inject({ method: 'POST', url: '/api/test/cast', payload: { value: '12', type: 'int' } })).json(),
      ).toEqual({ ok: true })
    } finally {
      await app.close()
    }
  })
})

describe('more hostile input the targeted tests found (point 11)', () => {
  it('a latitude or longitude that underflows (1e-308) is a 400 on venue create and update; real ones are kept to 6 decimals', async () => {
    const staff = await userWithRole(t, 'staff')
    const venue = {
      name: 'Tiny Lat',
      citySlug: 'san-francisco',
      address: '1 Main St',
      lat: 37.7,
      lng: -122.4,
      type: 'restaurant',
      serviceType: 'Private Dining',
      minGuests: 8,
      maxGuests: 40,
      pricePerPerson: 80,
    }
    for (const [field, value] of [
      ['lat', 1e-308],
      ['lng', -1e-308],
      ['lat', 5e-324],
      ['lat', 1e-7],
    ] as const) {
      const created = await call('POST', '/api/staff/venues', { ...venue, [field]: value }, staff.auth)
      expect(created.statusCode, created.body).toBe(400)
      expect(created.json().errors[field]).toBe(
        field === 'lat'
          ? 'Latitude must be 0 or have at most 6 decimals'
          : 'Longitude must be 0 or have at most 6 decimals',
      )
      const updated = await call('PATCH', `/api/staff/venues/${venueId}`, { [field]: value }, staff.auth)
      expect(updated.statusCode, updated.body).toBe(400)
    }
    for (const [field, value] of [
      ['lat', 1e308],
      ['lng', -181],
      ['lat', '1e400'],
    ] as const) {
      expect((await call('PATCH', `/api/staff/venues/${venueId}`, { [field]: value }, staff.auth)).statusCode).toBe(400)
    }
    const ok = await call('POST', '/api/staff/venues', { ...venue, lat: 0, lng: -122.419415512 }, staff.auth)
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().lat).toBe(0)
    expect(ok.json().lng).toBeCloseTo(-122.419416, 4)
  })

  it('malformed multipart bodies on photo upload and CSV import are a 400 with a message', async () => {
    const staff = await userWithRole(t, 'admin')
    const bodies: [string, string][] = [
      [
        'multipart/form-data; boundary=xx',
        '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nunterminated',
      ],
      ['multipart/form-data; boundary=xx', 'no boundary anywhere in here'],
      ['multipart/form-data; boundary=xx', '--xx\r\n\r\n\r\n--xx--\r\n'],
      ['multipart/form-data', '--xx\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--xx--\r\n'],
      ['multipart/form-data; boundary=', '--\r\n'],
    ]
    for (const url of [`/api/staff/venues/${venueId}/photos`, '/api/staff/venues/import']) {
      for (const [contentType, payload] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...staff.auth, 'content-type': contentType },
          payload,
        })
        expect(res.statusCode, `${url} ${contentType} ${JSON.stringify(payload)}: ${res.body}`).toBeGreaterThanOrEqual(
          400,
        )
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}: ${res.body}`).toBeLessThan(500)
        expect(res.json().message, url).toBeTruthy()
      }
    }
  })

  it('ids beyond the integer range in a body are a 400, not a database error', async () => {
    const host = await createUser(t.db)
    const event = await createEvent(t, host.auth)
    for (const guestIds of [[3000000000], [2147483648], [1e21], [0], [-1], [1.5]]) {
      const res = await call('POST', `/api/dashboard/events/${event.id}/guests/invite`, { guestIds }, host.auth)
      expect(res.statusCode, `${JSON.stringify(guestIds)}: ${res.body}`).toBe(400)
      expect(res.json().errors['guestIds.0']).toBe('guestIds must be a list of guest ids')
    }
    // The largest id is well formed: it just names no guest of this event.
    expect(
      (await call('POST', `/api/dashboard/events/${event.id}/guests/invite`, { guestIds: [2147483647] }, host.auth))
        .statusCode,
    ).toBe(404)

    const staff = await userWithRole(t, 'admin')
    const request = await contactRequest(t)
    const photoOrder = await call(
      'PATCH',
      `/api/staff/venues/${venueId}/photos/order`,
      { photoIds: [3000000000] },
      staff.auth,
    )
    expect(photoOrder.statusCode).toBe(400)
    const assign = await call('POST', `/api/staff/requests/${request.id}/assign`, { userId: 3000000000 }, staff.auth)
    expect(assign.statusCode).toBe(400)
    expect(assign.json().errors.userId).toBe('Choose a staff member or null to unassign')
    const task = await call(
      'POST',
      `/api/dashboard/events/${event.id}/tasks`,
      { title: 'x', assignedTo: 3000000000 },
      host.auth,
    )
    expect(task.statusCode).toBe(400)
  })

  it('path ids are canonical decimals within the integer range: 00001, 1.0, 1e0, 0x1 and 3000000000 are a 400', async () => {
    const admin = await userWithRole(t, 'admin')
    const member = await userWithRole(t, 'staff')
    const request = await contactRequest(t)
    const padded = String(member.userId).padStart(5, '0')
    const cases = [
      ['PUT', `/api/staff/team/${padded}/role`, { role: 'planner' }],
      ['PUT', `/api/staff/team/${member.userId}.0/role`, { role: 'planner' }],
      ['PUT', `/api/staff/team/0x${member.userId.toString(16)}/role`, { role: 'planner' }],
      ['PUT', '/api/staff/team/3000000000/role', { role: 'planner' }],
      ['GET', `/api/staff/requests/0${request.id}`, undefined],
      ['GET', `/api/staff/requests/${request.id}e0`, undefined],
      ['GET', `/api/staff/requests/%20${request.id}`, undefined],
      ['GET', `/api/staff/venues/+${venueId}`, undefined],
      ['GET', `/api/staff/reply-templates?requestId=0${request.id}`, undefined],
    ] as const
    for (const [method, url, payload] of cases) {
      const res = await call(method, url, payload, admin.auth)
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400)
      expect(res.json().message, url).toMatch(/Must be a valid id$/)
    }
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, member.userId))
    expect(row.role).toBe('staff')
    expect(
      (await call('PUT', `/api/staff/team/${member.userId}/role`, { role: 'planner' }, admin.auth)).statusCode,
    ).toBe(200)
  })
})

describe('error logs (point 11)', () => {
  it('name the route and the fields of a failed request, never the personal data it carried', async () => {
    const { logger, lines } = capturedLogs()
    // A logging app over the file's database; the failing trigger below is dropped again at the end.
    const logged = await createTestApp({ RATE_LIMIT_PUBLIC_FORMS: '100000' }, { logger, database: t.database })
    try {
      // The database fails under the insert (as a full disk or a lost connection would).
      await logged.db.execute(
        sql`create function fail_insert() returns trigger language plpgsql as $$ begin raise exception 'storage unavailable'; end $$`,
      )
      await logged.db.execute(
        sql`create trigger fail_requests before insert on requests for each row execute function fail_insert()`,
      )
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Zelda Quintessa',
          email: 'zelda.quintessa@example.com',
          phone: '(415) 555-0177',
          subject: 'Private',
          message: 'My secret plans',
        },
      })
      expect(res.statusCode).toBe(500)
      const errors = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => (l.level as number) >= 50)
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatchObject({
        route: '/api/contact',
        fields: ['name', 'email', 'phone', 'subject', 'message'],
        err: { message: 'storage unavailable' },
      })
      const all = lines.join('\n')
      for (const secret of ['Zelda', 'Quintessa', 'zelda.quintessa', '555-0177', '4155550177', 'secret plans'])
        expect(all).not.toContain(secret)
    } finally {
      await logged.close()
      await t.db.execute(sql`drop trigger if exists fail_requests on requests`)
      await t.db.execute(sql`drop function if exists fail_insert()`)
    }
  })
})
