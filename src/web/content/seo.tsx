// Per-page head tags with React 19's native hoisting of <meta> and <link>: description, canonical
// URL, Open Graph and Twitter cards, and optional schema.org JSON-LD. The server writes the same
// tags into the HTML it sends (src/server/seo), marked data-ssr; they are removed here once the
// app renders its own, so the head never holds two of a kind.
import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'react-router'
import { CITIES, cityLabel } from '~/domain/cities'
import { canonicalPath, DEFAULT_DESCRIPTION, findPublicPage } from '~/domain/public-pages'
import { serializeJsonLd } from '~/domain/venue-structured-data'

export type SeoProps = {
  /** Full title as shown in the tab (pages render their own <title>; this feeds og:title). */
  title: string
  description: string
  /** Path of the canonical URL; the current path when omitted. */
  path?: string
  image?: string
  noindex?: boolean
  jsonLd?: unknown
}

// A venue's tags need its data and the JSON-LD builder: loaded only on venue pages.
const VenueSeo = lazy(() => import('./venue-seo'))

export const origin = () => (typeof window === 'undefined' ? '' : window.location.origin)
const SHARE_IMAGE = '/og-image.png'

export function Seo({ title, description, path, image = SHARE_IMAGE, noindex, jsonLd }: SeoProps) {
  const location = useLocation()
  const canonical = `${origin()}${canonicalPath(path ?? location.pathname)}`
  const imageUrl = /^https?:/.test(image) ? image : `${origin()}${image}`
  useEffect(() => {
    for (const el of document.head.querySelectorAll('[data-ssr]')) el.remove()
  }, [])
  return (
    <>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {!noindex && <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content="Bountiful" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd !== undefined && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      )}
    </>
  )
}

/**
 * Mounted once in the layout: the head tags of whatever page is showing, from the shared list of
 * public pages (src/domain/public-pages.ts), the venue being shown, or the city page.
 */
export function RouteSeo() {
  const { pathname } = useLocation()
  const path = canonicalPath(pathname)
  const venueId = /^\/venues\/(\d+)$/.exec(path)?.[1]
  if (venueId) {
    return (
      <Suspense fallback={null}>
        <VenueSeo key={venueId} id={Number(venueId)} />
      </Suspense>
    )
  }
  const citySlug = /^\/venues\/in\/([^/]+)$/.exec(path)?.[1]
  if (citySlug) {
    const city = CITIES.find((c) => c.slug === citySlug)
    if (!city) return <Seo title="Page Not Found · Bountiful" description={DEFAULT_DESCRIPTION} noindex />
    return (
      <Seo
        title={`Group dining venues in ${cityLabel(city)} · Bountiful`}
        description={
          city.status === 'active'
            ? `Private dining rooms, buyouts and event spaces for groups of 8 to 60 in ${cityLabel(city)}, with a concierge who replies within 24 hours.`
            : `Bountiful is coming soon to ${cityLabel(city)}. Join early access to hear when group dining venues open there.`
        }
      />
    )
  }
  const page = findPublicPage(path)
  if (page) {
    return (
      <Seo
        title={path === '/' ? 'Bountiful — Group dining and private event venues' : `${page.title} · Bountiful`}
        description={page.description}
        noindex={page.noindex}
      />
    )
  }
  // Forms, account pages and unknown paths: described, but not offered to search engines.
  return <Seo title="Bountiful" description={DEFAULT_DESCRIPTION} noindex />
}
