// What the HTML for a path says about itself before any JavaScript runs: title, description,
// canonical URL, social tags and, for a venue, its schema.org JSON-LD.
import { and, eq } from 'drizzle-orm'
import { cityLabel } from '~/domain/cities'
import {
  canonicalPath,
  cityPageDescription,
  cityPagePath,
  DEFAULT_DESCRIPTION,
  DISALLOWED_PREFIXES,
  findPublicPage,
  pageTitle,
  summarize,
  venuePageTitle,
} from '~/domain/site/public-pages'
import { absoluteUrl, venueJsonLd, type StructuredVenue } from '~/domain/site/venue-structured-data'
import type { Db } from '../db/client'
import { cities, venues } from '../db/schema'
import { parseVenueId } from '../venues/get-venue'
import { coverPhotoUrlSql } from '../venues/cover-photo'
import type { HeadMeta } from './render-head'

export type PageHead = { status: number; meta: HeadMeta }

const DEFAULT_TITLE = 'Bountiful — Group dining and private event venues'
const SHARE_IMAGE = '/og-image.png'

/** An active venue as its page's head shows it (undefined when there is none by that id). */
export type HeadVenue = StructuredVenue & { isDemo: boolean }

export async function resolvePageHead({
  db,
  pathname,
  origin,
  readVenue = (id) => findIndexableVenue(db, id),
}: {
  db: Db
  pathname: string
  origin: string
  /**
   * Reads a venue page's venue; from the database by default. The page sender reads the venue's API
   * answer instead, which its render then asks again and the read cache answers: one read a page.
   */
  readVenue?: (id: number) => Promise<HeadVenue | undefined>
}): Promise<PageHead> {
  const path = canonicalPath(safeDecode(pathname))
  const canonical = `${origin}${path}`

  const venueMatch = /^\/venues\/([^/]+)$/.exec(path)
  if (venueMatch && /^\d+$/.test(venueMatch[1])) {
    const id = parseVenueId(venueMatch[1])
    const venue = id === undefined ? undefined : await readVenue(id)
    if (!venue)
      return notFoundHead('Venue Not Found', "The venue you're looking for doesn't exist or has been removed.")
    return {
      status: 200,
      meta: {
        title: venuePageTitle(venue),
        description: summarize(
          `${venue.name}, ${venue.location}: up to ${venue.maxGuests} guests. ${venue.description}`,
        ),
        canonical,
        image: absoluteUrl(venue.imageUrl, origin),
        ogType: 'place',
        // A fictional venue is never offered to search engines as a real place with real reviews.
        ...(venue.isDemo ? { noindex: true } : { jsonLd: venueJsonLd(venue, origin) }),
      },
    }
  }

  const cityMatch = /^\/venues\/in\/([^/]+)$/.exec(path)
  if (cityMatch) {
    const [city] = await db.select().from(cities).where(eq(cities.slug, cityMatch[1].toLowerCase()))
    if (!city) return notFoundHead('Page Not Found', DEFAULT_DESCRIPTION)
    const label = cityLabel(city)
    return {
      status: 200,
      meta: {
        title: pageTitle(`Group dining venues in ${label}`),
        description: cityPageDescription(label, city.status),
        canonical: `${origin}${cityPagePath(city.slug)}`,
        image: absoluteUrl(SHARE_IMAGE, origin),
      },
    }
  }

  const page = findPublicPage(path)
  if (page) {
    return {
      status: 200,
      meta: {
        title: path === '/' ? DEFAULT_TITLE : pageTitle(page.title),
        description: page.description,
        canonical,
        image: absoluteUrl(SHARE_IMAGE, origin),
        noindex: page.noindex,
      },
    }
  }
  // Pages the list does not name (forms, dashboards, token pages): a generic head, not indexed
  // when private. Whether the path is a page at all is the page sender's (routes.ts, pageExists).
  const isPrivate = DISALLOWED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))
  return {
    status: 200,
    meta: { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, noindex: isPrivate || undefined },
  }
}

/** The head of a path with no page: status 404, not indexed. */
export function notFoundHead(
  title = 'Page Not Found',
  description = "The page you're looking for doesn't exist or has moved.",
): PageHead {
  return { status: 404, meta: { title: pageTitle(title), description, noindex: true } }
}

export function safeDecode(p: string) {
  try {
    return decodeURIComponent(p)
  } catch {
    return p
  }
}

/** An active venue as its page shows it, with its first photo. */
async function findIndexableVenue(db: Db, id: number): Promise<HeadVenue | undefined> {
  const [row] = await db
    .select({
      id: venues.id,
      name: venues.name,
      description: venues.description,
      address: venues.address,
      type: venues.type,
      lat: venues.lat,
      lng: venues.lng,
      pricePerPerson: venues.pricePerPerson,
      rating: venues.rating,
      reviewCount: venues.reviewCount,
      maxGuests: venues.maxGuests,
      isDemo: venues.isDemo,
      cityName: cities.name,
      state: cities.state,
      imageUrl: coverPhotoUrlSql(),
    })
    .from(venues)
    .innerJoin(cities, eq(cities.slug, venues.citySlug))
    .where(and(eq(venues.id, id), eq(venues.status, 'active')))
  if (!row) return undefined
  return { ...row, location: `${row.cityName}, ${row.state}` }
}
