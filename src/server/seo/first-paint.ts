// What the first paint waits for, written into the page itself: the built index.html links the
// stylesheet and the theme script (light or dark before the first paint), two requests a phone on a
// slow link makes before it can paint anything. The server sends them inside the HTML instead: the
// stylesheet as a <style> (about 11 kB brotli, the whole of Tailwind's output for the app), the
// script as an inline <script> whose hash the Content-Security-Policy allows, so no other inline
// script may run.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export const THEME_SCRIPT = 'theme-init.js'

export type FirstPaint = {
  /** "'sha256-…'" for script-src; undefined when the build has no theme script. */
  scriptSource?: string
  /** index.html with its theme script and entry stylesheet inline (each left linked if unreadable). */
  inline(html: string): string
}

const readOrUndefined = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** Read once, at start: the hash in the policy must be the hash of the script the pages carry. */
export function firstPaintInliner(webDir: string): FirstPaint {
  const script = readOrUndefined(path.join(webDir, THEME_SCRIPT))
  const usable = script !== undefined && !/<\/script/i.test(script)
  const scriptSource = usable ? `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'` : undefined
  return {
    scriptSource,
    inline(html) {
      let out = html
      if (usable) out = out.replace(`<script src="/${THEME_SCRIPT}"></script>`, () => `<script>${script}</script>`)
      // At the end of <head>, after the font preloads (and the page's own preloads, which
      // fillRoot puts before it): the browser finds every request before it reads the CSS.
      const link = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>\s*/.exec(out)
      const css = link ? readOrUndefined(path.join(webDir, link[1])) : undefined
      if (!link || css === undefined || /<\/style/i.test(css)) return out
      return out.replace(link[0], '').replace('</head>', () => `<style>${css}</style>\n  </head>`)
    },
  }
}
