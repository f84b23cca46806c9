// Event, proposal and request times were text ('7:00 PM') before the event-times migration; a
// database of that age keeps every time, now as PostgreSQL `time`, and the app reads it as before.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { eq, sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { MIGRATIONS_DIR, type Db } from '~/server/db/client'
import * as schema from '~/server/db/schema'
import { dataDirCopy } from '../setup/pglite-copy'

type Journal = { entries: { tag: string }[] }

/** The migrations folder as it was just before `tag`: the same files, a journal cut short. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-migrations-'))
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as Journal
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag))
  if (at < 1) throw new Error(`no migration ${tag}`)
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return dir
}

/** A new, empty database on the backend under test, and a way to migrate it up to a folder's journal. */
async function emptyDatabase(): Promise<{ db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const name = `bountiful_migration_${crypto.randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const dbUrl = new URL(url)
    dbUrl.pathname = `/${name}`
    const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: 2 })
    // Dropping the database ends any backend still closing; its goodbye must not be an uncaught error.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      migrate: (migrationsFolder) => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      async close() {
        await pool.end()
        await admin.query(`drop database if exists ${name} with (force)`)
        await admin.end()
      },
    }
  }
  // A copy of the database initdb made in the global setup: what creating one gives, without
  // running initdb again (about 2 CPU-s).
  const client = await PGlite.create({ fs: dataDirCopy(inject('pgliteEmptyTemplate')) })
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    close: () => client.close(),
  }
}

let database: Awaited<ReturnType<typeof emptyDatabase>>
let before: string
beforeAll(async () => {
  database = await emptyDatabase()
  before = migrationsBefore('_event-times')
})
afterAll(async () => {
  await database?.close()
  if (before) fs.rmSync(before, { recursive: true, force: true })
})

const typeOf = async (table: string, column: string) => {
  const [row] = await database.db
    .select({ type: sql<string>`data_type` })
    .from(sql`information_schema.columns`)
    .where(sql`table_name = ${table} and column_name = ${column}`)
  return row?.type
}

describe('the event-times migration', () => {
  it('turns text times into time columns, keeping each row, and the app reads them as it wrote them', async () => {
    await database.migrate(before)
    expect(await typeOf('events', 'time')).toBe('text')
    const { db } = database
    // Rows as the app wrote them before: the times in the product's own text form.
    await db.insert(schema.cities).values({
      slug: 'chicago',
      name: 'Chicago',
      state: 'IL',
      timezone: 'America/Chicago',
      lat: 41.88,
      lng: -87.63,
      status: 'active',
    })
    // Raw SQL: the schema of today has venue columns that later migrations add.
    await db.execute(sql`
      insert into venues (slug, name, city_slug, address, lat, lng, type, service_type, min_guests, max_guests, price_per_person)
      values ('the-old-room', 'The Old Room', 'chicago', '1 Old St', 41.88, -87.63, 'restaurant', 'full-service', 8, 40, 80)`)
    const [venue] = await db.select({ id: schema.venues.id }).from(schema.venues)
    await db.execute(sql`
      insert into requests (reference, kind, name, email, details, event_date, event_time) values
        ('BF-OLD-1', 'booking', 'Ann', 'ann@example.com', '{}', '2030-06-14', '7:30 PM'),
        ('BF-OLD-2', 'contact', 'Bo', 'bo@example.com', '{}', null, null),
        ('BF-OLD-3', 'search_concierge', 'Cy', 'cy@example.com', '{}', null, '')`)
    await db.execute(sql`
      insert into events (public_id, name, timezone, date, time, guest_count) values
        ('old-evening', 'Dinner', 'America/Chicago', '2030-06-14', '7:00 PM', 20),
        ('old-midnight', 'Late supper', 'America/Chicago', '2030-06-14', '12:00 AM', 12),
        ('old-noon', 'Lunch', 'America/Chicago', '2030-06-14', '12:15 PM', 12)`)
    await db.execute(sql`
      insert into proposals (request_id, token_hash, venue_id, date, time, guests, price_per_person_cents,
        subtotal_cents, service_charge_cents, tax_cents, total_cents, per_guest_cents)
      select id, 'hash', ${venue.id}, '2030-06-14', '9:45 AM', 20, 8000, 160000, 0, 0, 160000, 8000
      from requests where reference = 'BF-OLD-1'`)

    await database.migrate(MIGRATIONS_DIR)

    expect(await typeOf('events', 'time')).toBe('time without time zone')
    expect(await typeOf('proposals', 'time')).toBe('time without time zone')
    expect(await typeOf('requests', 'event_time')).toBe('time without time zone')
    const stored = await db
      .select({ publicId: schema.events.publicId, time: sql<string>`${schema.events.time}::text` })
      .from(schema.events)
      .orderBy(schema.events.time)
    // Ordered by the time of day, not by the text ('12:00 AM' < '12:15 PM' < '7:00 PM').
    expect(stored).toEqual([
      { publicId: 'old-midnight', time: '00:00:00' },
      { publicId: 'old-noon', time: '12:15:00' },
      { publicId: 'old-evening', time: '19:00:00' },
    ])
    const events = await db.select().from(schema.events).orderBy(schema.events.time)
    expect(events.map((e) => e.time)).toEqual(['12:00 AM', '12:15 PM', '7:00 PM'])
    const requests = await db.select().from(schema.requests).orderBy(schema.requests.reference)
    expect(requests.map((r) => r.eventTime)).toEqual(['7:30 PM', null, null])
    const [proposal] = await db.select().from(schema.proposals).where(eq(schema.proposals.venueId, venue.id))
    expect(proposal.time).toBe('9:45 AM')
  })
})
