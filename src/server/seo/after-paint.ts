// A server-rendered page is whole without its scripts: content, styles, real links. What it asks for
// before its first paint, a phone on a slow link waits for before it shows anything, and Lighthouse
// counts it into the first and largest paints (docs/benchmarks.md). So the app's entry
// script, every <link rel="modulepreload"> (the entry's and the route's) and the web fonts'
// @font-face rules go into an inert <template id="after-paint"> at the end of <body>, with the inline
// starter (public/start-app.js) after it, which adds them to the document once the page has painted.
// The starter adds the font rules once the fonts' preloads have loaded, so that they swap in together,
// in one relayout (a browser without JavaScript reads the same rules from a <noscript> in <head>). Client-rendered pages (signed-in
// areas) are not passed through here and load as built.

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\s*/g
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g
const FONT_PRELOAD = /<link rel="preload" as="font"[^>]*>\s*/g
const WEB_FONTS = /<style data-web-fonts>[^<]*<\/style>\s*/g

export const AFTER_PAINT_ID = 'after-paint'

/** `html` with its scripts, module preloads and web fonts held back until after the first paint. */
export function deferToAfterPaint(html: string, startScript: string | undefined): string {
  if (!startScript) return html
  const take = (re: RegExp) => {
    const found: string[] = []
    html = html.replace(re, (tag) => {
      found.push(tag.trim())
      return ''
    })
    return found
  }
  const scripts = take(ENTRY_SCRIPT)
  if (scripts.length === 0) return html
  const preloads = take(MODULE_PRELOAD)
  const fontPreloads = take(FONT_PRELOAD)
  const fonts = take(WEB_FONTS)
  const held = [...preloads, ...scripts, ...fontPreloads, ...fonts].join('')
  if (fonts.length > 0) html = html.replace('</head>', () => `<noscript>${fonts.join('')}</noscript>\n  </head>`)
  return html.replace(/<\/body>/, () => `<template id="${AFTER_PAINT_ID}">${held}</template>${startScript}\n  </body>`)
}
