// Which head tags (src/web/components/seo.tsx) each page gets: the app shell decides, since the
// venue page's come from the venues feature.
import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { CITIES, cityLabel } from '~/domain/cities'
import { canonicalPath, cityPageDescription, DEFAULT_DESCRIPTION, findPublicPage } from '~/domain/site/public-pages'
import { Seo } from '~/web/components/seo'

// A venue's tags need its data and the JSON-LD builder: loaded only on venue pages.
const VenueSeo = lazy(() => import('~/web/venues/components/venue-seo'))

/**
 * Mounted once in the layout: the head tags of whatever page is showing, from the shared list of
 * public pages (src/domain/site/public-pages.ts), the venue being shown, or the city page.
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
        description={cityPageDescription(cityLabel(city), city.status)}
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
