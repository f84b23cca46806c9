// Deterministic, idempotent seed: the city catalogue and the (fictional) demo venue catalogue.
// Venues are only ever added (by slug), never overwritten, so staff edits survive a restart;
// a marker in app_meta makes a start on an already seeded database a single query.
// With DEMO_CATALOGUE=off only the cities are seeded: the catalogue starts empty.
import { addDays, format, parseISO } from 'date-fns'
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { CITIES } from '~/domain/cities'
import { todayIn } from '~/domain/time'
import type { Db, Tx } from '../client'
import { appMeta, cities, reviews, venueBlackouts, venuePackages, venuePhotos, venues, venueSpaces } from '../schema'
import { catalogueChanged } from '../../lib/catalogue-generation'
import { demoSpacesFor, demoSpaceVenues } from './demo-spaces'
import { CATALOGUE_SIZE, venueAt, venueCatalogue, type SeedVenue } from './venue-catalogue'

export type SeedOptions = {
  /** Make the catalogue this many venues instead of the default 162 (benchmarks). */
  venues?: number
  /** The seeding instant; blackout and review dates are relative to it. */
  now?: Date
  /** false (DEMO_CATALOGUE=off): no demo venues; any left from an earlier start are archived. */
  demoCatalogue?: boolean
}

/** app_meta key: how many catalogue venues (by number) have been seeded. */
export const SEED_META_KEY = 'seed.venues'
/** app_meta key: the demo venues' spaces and packages have been seeded (once; managers may change them). */
export const DEMO_SPACES_META_KEY = 'seed.demo-spaces'
/** app_meta key: the venues seeded before `isDemo` existed have been marked as demo data. */
export const DEMO_MARKED_META_KEY = 'seed.demo-marked'
const BATCH = 1000
const DAY_MS = 86_400_000

export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<{ cities: number; venues: number }> {
  const target = opts.venues ?? CATALOGUE_SIZE
  const now = opts.now ?? new Date()
  const demo = opts.demoCatalogue ?? true
  const grew = await db.transaction(async (tx) => {
    // Cities, demo venues and their status may all change here: running instances forget their answers.
    await catalogueChanged(tx)
    for (const c of CITIES) {
      await tx
        .insert(cities)
        .values(c)
        .onConflictDoUpdate({
          target: cities.slug,
          set: { name: c.name, state: c.state, timezone: c.timezone, lat: c.lat, lng: c.lng, status: c.status },
        })
    }
    const [marker] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SEED_META_KEY))
    const done = marker ? Number(marker.value) : 0
    await markEarlierDemoVenues(tx, done)
    if (!demo) {
      // A real deployment never lists a fictional venue, even one seeded before it switched off.
      await tx
        .update(venues)
        .set({ status: 'archived', updatedAt: now })
        .where(and(eq(venues.isDemo, true), eq(venues.status, 'active')))
      return false
    }
    if (done < target) {
      for (let start = 0; start < target; start += BATCH) {
        const batch = Array.from({ length: Math.min(BATCH, target - start) }, (_, i) => venueAt(start + i))
        await insertVenues(tx, batch, now)
      }
      await tx
        .insert(appMeta)
        .values({ key: SEED_META_KEY, value: String(target) })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: String(target), updatedAt: now } })
    }
    const spaced = await seedDemoSpaces(tx)
    return done < target || spaced
  })
  // PGlite runs no autovacuum: without fresh statistics and a visibility map after a bulk load,
  // the planner misjudges the search queries and index-only counts read the heap.
  if (grew)
    await db.execute(sql`vacuum analyze venues, venue_photos, venue_blackouts, reviews, venue_spaces, venue_packages`)
  return { cities: CITIES.length, venues: await db.$count(venues) }
}

/**
 * Databases seeded before `isDemo` existed: their catalogue venues (found by slug) and those
 * venues' seeded reviews (written by no user) become demo rows, and an address still carrying
 * the street number it was generated with becomes the neighbourhood-only one. Once per database.
 */
async function markEarlierDemoVenues(tx: Tx, seeded: number): Promise<void> {
  const [marked] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEMO_MARKED_META_KEY))
  if (marked) return
  for (let start = 0; start < seeded; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, seeded - start) }, (_, i) => venueAt(start + i))
    const json = JSON.stringify(
      batch.map((v) => ({
        slug: v.slug,
        address: v.address,
        photo_url: v.photos[0]?.url,
        photo_alt: v.photos[0]?.alt,
      })),
    )
    const result = await tx.execute(sql`
      update ${venues} set ${sql.identifier(venues.isDemo.name)} = true,
        ${sql.identifier(venues.address.name)} = case when ${venues.address} ~ '^[0-9]' then m.address else ${venues.address} end
      from jsonb_to_recordset(${json}::jsonb) as m(slug text, address text)
      where ${venues.slug} = m.slug
      returning ${venues.id}`)
    const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => r.id)
    if (ids.length === 0) continue
    // Seeded before each venue had its own main picture: the first photo, if it is still shared
    // library art (never a staff upload), becomes the venue's own.
    await tx.execute(sql`
      update ${venuePhotos} set ${sql.identifier(venuePhotos.url.name)} = m.photo_url, ${sql.identifier(venuePhotos.alt.name)} = m.photo_alt
      from jsonb_to_recordset(${json}::jsonb) as m(slug text, photo_url text, photo_alt text), ${venues}
      where ${venues.slug} = m.slug and ${venuePhotos.venueId} = ${venues.id} and ${venuePhotos.position} = 0
        and m.photo_url is not null and ${venuePhotos.url} like '/media/venues/%' and ${venuePhotos.url} not like '/media/venues/main/%'`)
    await tx
      .update(reviews)
      .set({ isDemo: true })
      .where(and(inArray(reviews.venueId, ids), isNull(reviews.reviewerUserId), isNull(reviews.eventId)))
  }
  await tx.insert(appMeta).values({ key: DEMO_MARKED_META_KEY, value: '1' }).onConflictDoNothing()
}

/**
 * Spaces and packages for a handful of demo venues per city (demo-spaces.ts), once per database:
 * also on a database seeded before spaces existed. A venue that already has a space is left alone.
 */
async function seedDemoSpaces(tx: Tx): Promise<boolean> {
  const [done] = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEMO_SPACES_META_KEY))
  if (done) return false
  const chosen = demoSpaceVenues(venueCatalogue())
  const found = await tx
    .select({ id: venues.id, slug: venues.slug })
    .from(venues)
    .where(
      and(
        inArray(
          venues.slug,
          chosen.map((v) => v.slug),
        ),
        eq(venues.isDemo, true),
        sql`not exists (select 1 from ${venueSpaces} where ${venueSpaces.venueId} = ${venues.id})`,
      ),
    )
  const idOf = new Map(found.map((f) => [f.slug, f.id]))
  for (const v of chosen) {
    const venueId = idOf.get(v.slug)
    if (venueId === undefined) continue
    for (const { packages, ...space } of demoSpacesFor(v)) {
      const [{ id: spaceId }] = await tx
        .insert(venueSpaces)
        .values({ ...space, venueId })
        .returning({ id: venueSpaces.id })
      await tx.insert(venuePackages).values(packages.map((p) => ({ ...p, spaceId })))
    }
  }
  await tx.insert(appMeta).values({ key: DEMO_SPACES_META_KEY, value: '1' }).onConflictDoNothing()
  return found.length > 0
}

const timezoneOf = new Map(CITIES.map((c) => [c.slug, c.timezone]))

async function insertVenues(tx: Tx, batch: SeedVenue[], now: Date): Promise<void> {
  const rows = batch.map(
    ({
      index: _index,
      photos: _photos,
      reviews: _reviews,
      blackouts: _blackouts,
      ...v
    }): typeof venues.$inferInsert => ({ ...v, isDemo: true }),
  )
  const inserted = await insertFromJson<{ id: number; slug: string }>(
    tx,
    venues,
    rows,
    sql`on conflict (${sql.identifier(venues.slug.name)}) do nothing returning ${venues.id}, ${venues.slug}`,
  )
  if (inserted.length === 0) return

  const bySlug = new Map(batch.map((v) => [v.slug, v]))
  const photoRows: (typeof venuePhotos.$inferInsert)[] = []
  const reviewRows: (typeof reviews.$inferInsert)[] = []
  const blackoutRows: (typeof venueBlackouts.$inferInsert)[] = []
  for (const { id, slug } of inserted) {
    const v = bySlug.get(slug)!
    for (const p of v.photos) photoRows.push({ venueId: id, ...p })
    for (const r of v.reviews) {
      const createdAt = new Date(now.getTime() - r.daysAgo * DAY_MS)
      const eventDate = format(new Date(createdAt.getTime() - 2 * DAY_MS), 'yyyy-MM-dd')
      reviewRows.push({
        venueId: id,
        authorName: r.authorName,
        rating: r.rating,
        text: r.text,
        eventDate,
        createdAt,
        isDemo: true,
      })
    }
    // Blackouts are days in the venue's own city, counted from its local today.
    const today = parseISO(todayIn(timezoneOf.get(v.citySlug)!, now))
    for (const b of v.blackouts) {
      blackoutRows.push({ venueId: id, date: format(addDays(today, b.daysAhead), 'yyyy-MM-dd'), reason: b.reason })
    }
  }
  await insertFromJson(tx, venuePhotos, photoRows)
  await insertFromJson(tx, reviews, reviewRows)
  await insertFromJson(tx, venueBlackouts, blackoutRows, sql`on conflict do nothing`)
}

/**
 * INSERT ... SELECT FROM jsonb_populate_recordset: one parameter per batch instead of one per
 * value. Same rows as a Drizzle insert, about 4x faster on PGlite, which matters at 100,000 venues.
 */
async function insertFromJson<R = never>(tx: Tx, table: PgTable, rows: object[], tail: SQL = sql``): Promise<R[]> {
  if (rows.length === 0) return []
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0])
  const json = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(columns.map(([key, column]) => [column.name, (row as Record<string, unknown>)[key]])),
    ),
  )
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )
  const result = await tx.execute(
    sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${json}::jsonb) ${tail}`,
  )
  return (result as unknown as { rows: R[] }).rows
}
