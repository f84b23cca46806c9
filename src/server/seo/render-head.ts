// The <head> tags a crawler needs, rendered as escaped HTML and written into the app's index.html.
import { serializeJsonLd } from '~/domain/site/venue-structured-data'
import { isWide } from './page-cache'

export type HeadMeta = {
  title: string
  description: string
  /** Absolute URL. */
  canonical?: string
  /** Absolute URL of the page's picture (og:image, twitter:image). */
  image?: string
  ogType?: 'website' | 'article' | 'place'
  noindex?: boolean
  jsonLd?: unknown
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c])

/**
 * Every tag carries `data-ssr`: the web app renders its own head tags once it runs and removes
 * these, so a browser never holds two descriptions or two canonicals.
 */
export function renderHeadTags(meta: HeadMeta): string {
  const e = escapeHtml
  const tags = [
    `<meta name="description" content="${e(meta.description)}" data-ssr>`,
    meta.noindex ? `<meta name="robots" content="noindex" data-ssr>` : '',
    meta.canonical ? `<link rel="canonical" href="${e(meta.canonical)}" data-ssr>` : '',
    `<meta property="og:site_name" content="Bountiful" data-ssr>`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}" data-ssr>`,
    `<meta property="og:title" content="${e(meta.title)}" data-ssr>`,
    `<meta property="og:description" content="${e(meta.description)}" data-ssr>`,
    meta.canonical ? `<meta property="og:url" content="${e(meta.canonical)}" data-ssr>` : '',
    meta.image ? `<meta property="og:image" content="${e(meta.image)}" data-ssr>` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" data-ssr>`,
    `<meta name="twitter:title" content="${e(meta.title)}" data-ssr>`,
    `<meta name="twitter:description" content="${e(meta.description)}" data-ssr>`,
    meta.image ? `<meta name="twitter:image" content="${e(meta.image)}" data-ssr>` : '',
    meta.jsonLd ? `<script type="application/ld+json" data-ssr>${serializeJsonLd(meta.jsonLd)}</script>` : '',
  ]
  return tags.filter(Boolean).join('\n    ')
}

/**
 * The template with its title replaced and its static description (and any earlier injected tags)
 * swapped for `meta`'s tags, placed just before </head>.
 */
export function injectHead(template: string, meta: HeadMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`
  let html = template
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => title)
  if (!html.includes(title)) html = html.replace(/<\/head>/i, () => `  ${title}\n  </head>`)
  const tags = renderHeadTags(meta)
  return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`)
}

/**
 * A page's document cut at its `</head>`: the head, which differs by page, and the rest, the
 * template's own from there on. The page sender streams the head first, then fills the rest.
 */
export type HeadParts = {
  head: string
  /**
   * The head in the pieces it is joined from, each sent as it is (page-stream.ts): the head as one
   * string is encoded by flattening it first, a copy of 80 kB or more per page, twice that and over
   * V8's 128 kB (its large-object space, freed only by a full collection) when a title or description
   * holds a character beyond Latin-1; the template's pieces (its inline stylesheet) are one-byte.
   */
  pieces: readonly string[]
  rest: string
  /** Whether the head holds a character beyond Latin-1 (page-cache.ts, pageBytes): the template's part known once. */
  headWide: boolean
}

const HEAD_END = '</head>'

/** `html` cut at its `</head>` (all of it the head when it has none). */
export function splitAtHeadEnd(html: string): HeadParts {
  const at = html.indexOf(HEAD_END)
  const head = at < 0 ? html : html.slice(0, at)
  return { head, pieces: [head], rest: at < 0 ? '' : html.slice(at), headWide: isWide(head) }
}

/**
 * `injectHead` for one template, its searches made once, in two parts (splitAtHeadEnd): a page's
 * template holds the inline stylesheet (77 kB) before </head>, and searching it for the
 * description, the title and </head> on every request cost more than the rest of the head; so did
 * joining the page's head to the template's rest and cutting the whole again at its </head>, a copy
 * of the whole template per page. Per page only the head's parts are joined.
 */
export function headInjector(template: string): (meta: HeadMeta) => HeadParts {
  const html = template.replace(/<meta\s+name="description"[^>]*>\s*/i, '')
  const found = /<title>[\s\S]*?<\/title>/i.exec(html)
  const end = html.indexOf(HEAD_END)
  // A template without a title before its </head> (none of ours) takes the general way.
  if (!found || end < found.index) return (meta) => splitAtHeadEnd(injectHead(template, meta))
  const before = html.slice(0, found.index)
  const between = html.slice(found.index + found[0].length, end)
  const rest = html.slice(end)
  const templateWide = isWide(before) || isWide(between)
  return (meta) => {
    const title = escapeHtml(meta.title)
    const tags = renderHeadTags(meta)
    const pieces = [before, `<title>${title}</title>`, between, `  ${tags}\n  `]
    return {
      head: pieces[0] + pieces[1] + pieces[2] + pieces[3],
      pieces,
      rest,
      headWide: templateWide || isWide(title) || isWide(tags),
    }
  }
}
