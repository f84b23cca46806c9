// What the first paint waits for, written into the page itself: the built index.html links the
// stylesheet and the theme script (light or dark before the first paint), two requests a phone on a
// slow link makes before it can paint anything. On a first visit the server sends them inside the
// HTML instead: the stylesheet as a <style> (about 11 kB brotli, the whole of Tailwind's output for
// the app), the script as an inline <script> whose hash the Content-Security-Policy allows, so no
// other inline script may run. The starter of server-rendered pages (public/start-app.js,
// ./after-paint.ts) is allowed the same way. Such a page also asks for the stylesheet's file at idle
// priority (a prefetch at the end of <body>, cached for a year under its hashed name), and the
// server remembers that it did (./stylesheet-cookie.ts): the next pages link the file, which the
// browser already has, instead of carrying it again.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const THEME_SCRIPT = 'theme-init.js'
/** Starts the app after the first paint of a server-rendered page (./after-paint.ts). */
export const START_SCRIPT = 'start-app.js'

export type FirstPaint = {
  /** "'sha256-…'" for script-src, one per inline script (the theme's, the starter's). */
  scriptSources: string[]
  /**
   * index.html with its theme script and entry stylesheet inline (each left linked if unreadable).
   * The web fonts' @font-face rules (those with a url()) follow in a <style data-web-fonts> of their
   * own, which a server-rendered page adds only after its first paint (./after-paint.ts).
   */
  inline(html: string): string
  /**
   * index.html with its theme script inline and its stylesheet linked as built: for a browser that
   * holds the stylesheet already (./stylesheet-cookie.ts).
   */
  linked(html: string): string
  /** The built stylesheet's path under webDir (assets/index-….css); undefined without one. */
  stylesheet(html: string): string | undefined
  /** The inline <script> that starts the app after the first paint; undefined without its file. */
  startScript?: string
}

const readOrUndefined = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** A file of webDir to write inline, with its hash for script-src; undefined if unreadable or unfit. */
function inlineScript(webDir: string, name: string): { source: string; hash: string } | undefined {
  const script = readOrUndefined(path.join(webDir, name))
  if (script === undefined || /<\/script/i.test(script)) return undefined
  return { source: script, hash: `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'` }
}

/** The stylesheet split: the web fonts' @font-face rules (a url() source) apart from the rest. */
export function splitWebFonts(css: string): { rest: string; fonts: string } {
  const fonts: string[] = []
  const rest = css.replace(/@font-face\s*\{[^}]*\burl\([^}]*\}/g, (rule) => {
    fonts.push(rule)
    return ''
  })
  return { rest, fonts: fonts.join('') }
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>\s*/

/** Read once, at start: the hash in the policy must be the hash of the script the pages carry. */
export function firstPaintInliner(webDir: string): FirstPaint {
  const theme = inlineScript(webDir, THEME_SCRIPT)
  const starter = inlineScript(webDir, START_SCRIPT)
  const inlineTheme = (html: string) =>
    theme ? html.replace(`<script src="/${THEME_SCRIPT}"></script>`, () => `<script>${theme.source}</script>`) : html
  return {
    scriptSources: [theme?.hash, starter?.hash].filter((h): h is string => h !== undefined),
    startScript: starter && `<script>${starter.source}</script>`,
    linked: inlineTheme,
    stylesheet: (html) => STYLESHEET_LINK.exec(html)?.[1],
    inline(html) {
      const out = inlineTheme(html)
      // At the end of <head>, after the font preloads: the browser finds every request before it
      // reads the CSS.
      const link = STYLESHEET_LINK.exec(out)
      const css = link ? readOrUndefined(path.join(webDir, link[1])) : undefined
      if (!link || css === undefined || /<\/style/i.test(css)) return out
      const { rest, fonts } = splitWebFonts(css)
      const styles = `<style>${rest}</style>` + (fonts ? `<style data-web-fonts>${fonts}</style>` : '')
      // The link stays, disabled (never fetched): Vite's loader of lazy chunks, which lists this
      // stylesheet among the dependencies of some, looks for it and finds it in the page. Without it,
      // the first such chunk had the browser fetch all of it and restyle and lay out the whole page.
      const marker = `<link rel="stylesheet" href="/${link[1]}" disabled>`
      // The file itself, at idle priority once the page is in: the next page links it from the cache.
      const prefetch = `<link rel="prefetch" href="/${link[1]}" crossorigin>`
      return out
        .replace(link[0], () => marker)
        .replace('</head>', () => `${styles}\n  </head>`)
        .replace('</body>', () => `${prefetch}\n  </body>`)
    },
  }
}
