// sitemap.xml is a sitemap index (https://www.sitemaps.org/protocol.html#index): one sitemap of the
// public and city pages, and the active real venues in sitemaps of at most VENUES_PER_SITEMAP each
// (the protocol allows 50,000), by id range so a venue keeps its sitemap's URL. A venue sitemap is
// read and written in chunks, so a large catalogue neither builds one huge string nor holds the
// event loop while it is sent. Fictional venues of the demo catalogue are not offered to search engines.
import { Readable } from 'node:stream'
import { and, asc, eq, gt, lte, max, sql } from 'drizzle-orm'
import { cityPagePath, PUBLIC_PAGES } from '~/domain/site/public-pages'
import type { Db } from '../db/client'
import { cities, venues } from '../db/schema'
import { escapeHtml } from './render-head'

export type SitemapEntry = { loc: string; lastmod: string; priority?: number }

/** Venue URLs per sitemap: a fifth of the protocol's limit keeps each response about 1 MB. */
export const VENUES_PER_SITEMAP = 10_000
/** Rows read, written and sent at a time. */
const CHUNK_ROWS = 2_000

export const PAGES_SITEMAP_PATH = '/sitemaps/pages.xml'
export const venueSitemapPath = (page: number) => `/sitemaps/venues-${page}.xml`
/** The page number of a venue sitemap's file name ('venues-3.xml' → 3), else undefined. */
export function venueSitemapPage(file: string): number | undefined {
  const m = /^venues-([1-9]\d{0,8})\.xml$/.exec(file)
  return m ? Number(m[1]) : undefined
}

const day = (d: Date | string) => new Date(d).toISOString().slice(0, 10)
const latest = (dates: string[]) => dates.reduce((a, b) => (b > a ? b : a), '')

const offered = and(eq(venues.status, 'active'), eq(venues.isDemo, false))

/**
 * The outer city row's slug, table-qualified: in a single-table select Drizzle writes `cities.slug`
 * as a bare "slug", which inside the subquery names the venue's own slug and never matches.
 */
const citySlugOfRow = sql`${cities}.${sql.identifier(cities.slug.name)}`

/** The public pages and every city page, each with its lastmod. */
export async function listPageEntries({ db, origin }: { db: Db; origin: string }): Promise<SitemapEntry[]> {
  const [catalogue] = await db
    .select({ updatedAt: max(venues.updatedAt) })
    .from(venues)
    .where(offered)
  const cityRows = await db
    .select({
      slug: cities.slug,
      updatedAt: sql<
        Date | string | null
      >`(select max(v.updated_at) from ${venues} v where v.city_slug = ${citySlugOfRow} and v.status = 'active')`,
    })
    .from(cities)
    .orderBy(asc(cities.slug))
  // Listing pages change when the catalogue does.
  const listingLastmod = day(catalogue?.updatedAt ?? new Date())
  return [
    ...PUBLIC_PAGES.filter((p) => !p.noindex).map((p) => ({
      loc: `${origin}${p.path}`,
      lastmod: p.updated ?? listingLastmod,
      priority: p.path === '/' ? 1 : p.updated ? 0.5 : 0.8,
    })),
    ...cityRows.map((c) => ({
      loc: `${origin}${cityPagePath(c.slug)}`,
      lastmod: c.updatedAt ? day(c.updatedAt) : listingLastmod,
      priority: 0.7,
    })),
  ]
}

/** The sitemaps sitemap.xml lists: the pages, then each venue id range that holds an offered venue. */
export async function listSitemaps({
  db,
  origin,
  perSitemap = VENUES_PER_SITEMAP,
}: {
  db: Db
  origin: string
  perSitemap?: number
}): Promise<SitemapEntry[]> {
  const page = sql<number>`(${venues.id} - 1) / ${sql.raw(String(perSitemap))} + 1`
  const venuePages = await db
    .select({ page, updatedAt: max(venues.updatedAt) })
    .from(venues)
    .where(offered)
    .groupBy(page)
    .orderBy(page)
  const pages = await listPageEntries({ db, origin })
  return [
    { loc: `${origin}${PAGES_SITEMAP_PATH}`, lastmod: latest(pages.map((p) => p.lastmod)) },
    ...venuePages.map((p) => ({
      loc: `${origin}${venueSitemapPath(Number(p.page))}`,
      lastmod: day(p.updatedAt ?? new Date()),
    })),
  ]
}

/**
 * The venue sitemap `page` (ids in ((page - 1) × perSitemap, page × perSitemap]) as a stream of
 * XML, or undefined when it holds no offered venue. Each chunk of rows is one query, and the stream
 * asks for the next only once the previous one is sent.
 */
export async function venueSitemapStream({
  db,
  origin,
  page,
  perSitemap = VENUES_PER_SITEMAP,
  chunkRows = CHUNK_ROWS,
}: {
  db: Db
  origin: string
  page: number
  perSitemap?: number
  chunkRows?: number
}): Promise<Readable | undefined> {
  const lastId = page * perSitemap
  const chunk = (after: number) =>
    db
      .select({ id: venues.id, updatedAt: venues.updatedAt })
      .from(venues)
      .where(and(offered, gt(venues.id, after), lte(venues.id, lastId)))
      .orderBy(asc(venues.id))
      .limit(chunkRows)
  // The first chunk before anything is sent: an empty sitemap is a 404, a failing query a 500.
  const first = await chunk((page - 1) * perSitemap)
  if (first.length === 0) return undefined

  async function* xml() {
    yield URLSET_OPEN
    let rows = first
    while (rows.length > 0) {
      yield rows
        .map((v) => urlXml({ loc: `${origin}/venues/${v.id}`, lastmod: day(v.updatedAt), priority: 0.6 }))
        .join('')
      if (rows.length < chunkRows) break
      rows = await chunk(rows[rows.length - 1].id)
    }
    yield URLSET_CLOSE
  }
  return Readable.from(xml(), { objectMode: false })
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`
const URLSET_CLOSE = '</urlset>\n'

const urlXml = (e: SitemapEntry) =>
  `  <url><loc>${escapeHtml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod>${e.priority !== undefined ? `<priority>${e.priority.toFixed(1)}</priority>` : ''}</url>\n`

export function renderSitemapXml(entries: SitemapEntry[]): string {
  return URLSET_OPEN + entries.map(urlXml).join('') + URLSET_CLOSE
}

export function renderSitemapIndexXml(sitemaps: SitemapEntry[]): string {
  const items = sitemaps.map(
    (s) => `  <sitemap><loc>${escapeHtml(s.loc)}</loc><lastmod>${s.lastmod}</lastmod></sitemap>\n`,
  )
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`
}

export function renderRobotsTxt({ origin, disallow }: { origin: string; disallow: readonly string[] }): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
