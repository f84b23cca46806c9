// sitemap.xml: the public pages, every city page and every active venue, each with its lastmod.
import { asc, eq, sql } from 'drizzle-orm'
import { cityPagePath, PUBLIC_PAGES } from '~/domain/public-pages'
import type { Db } from '../db/client'
import { cities, venues } from '../db/schema'
import { escapeHtml } from './render-head'

export type SitemapEntry = { loc: string; lastmod: string; priority?: number }

const day = (d: Date) => d.toISOString().slice(0, 10)

export async function listSitemapEntries({ db, origin }: { db: Db; origin: string }): Promise<SitemapEntry[]> {
  const venueRows = await db
    .select({ id: venues.id, updatedAt: venues.updatedAt })
    .from(venues)
    .where(eq(venues.status, 'active'))
    .orderBy(asc(venues.id))
  const cityRows = await db
    .select({
      slug: cities.slug,
      updatedAt: sql<Date | string | null>`(select max(${venues.updatedAt}) from ${venues} where ${venues.citySlug} = ${cities.slug} and ${venues.status} = 'active')`,
    })
    .from(cities)
    .orderBy(asc(cities.slug))
  // Listing pages change when the catalogue does.
  const catalogueUpdated = venueRows.reduce((max, v) => (v.updatedAt > max ? v.updatedAt : max), new Date(0))
  const listingLastmod = day(catalogueUpdated.getTime() > 0 ? catalogueUpdated : new Date())

  return [
    ...PUBLIC_PAGES.filter((p) => !p.noindex).map((p) => ({
      loc: `${origin}${p.path}`,
      lastmod: p.updated ?? listingLastmod,
      priority: p.path === '/' ? 1 : p.updated ? 0.5 : 0.8,
    })),
    ...cityRows.map((c) => ({
      loc: `${origin}${cityPagePath(c.slug)}`,
      lastmod: c.updatedAt ? day(new Date(c.updatedAt)) : listingLastmod,
      priority: 0.7,
    })),
    ...venueRows.map((v) => ({ loc: `${origin}/venues/${v.id}`, lastmod: day(v.updatedAt), priority: 0.6 })),
  ]
}

export function renderSitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${escapeHtml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod>${e.priority !== undefined ? `<priority>${e.priority.toFixed(1)}</priority>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function renderRobotsTxt({ origin, disallow }: { origin: string; disallow: readonly string[] }): string {
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n')
}
