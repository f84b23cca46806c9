// Per-page head tags with React 19's native hoisting of <meta> and <link>: description, canonical
// URL, Open Graph and Twitter cards, and optional schema.org JSON-LD. The server writes the same
// tags into the HTML it sends (src/server/seo), marked data-ssr; they are removed here once the
// app renders its own, so the head never holds two of a kind. Which page gets which tags is
// src/web/app/route-seo.tsx.
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { canonicalPath } from '~/domain/site/public-pages'
import { serializeJsonLd } from '~/domain/site/venue-structured-data'

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

export const origin = () => (typeof window === 'undefined' ? '' : window.location.origin)
const SHARE_IMAGE = '/og-image.png'

export function Seo({ title, description, path, image = SHARE_IMAGE, noindex, jsonLd }: SeoProps) {
  const location = useLocation()
  const canonical = `${origin()}${canonicalPath(path ?? location.pathname)}`
  const imageUrl = /^https?:/.test(image) ? image : `${origin()}${image}`
  useEffect(() => {
    // When a server-rendered page hydrates, React adopts the server's tags that match its own
    // (they carry React's expando properties) and removes them itself later: only the others go.
    for (const el of document.head.querySelectorAll('[data-ssr]')) {
      if (!Object.keys(el).some((k) => k.startsWith('__react'))) el.remove()
    }
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
