import { describe, expect, it } from 'vitest'
import { AFTER_PAINT_ID, deferToAfterPaint } from './after-paint'
import { splitWebFonts } from './first-paint'

const START = '<script>/* start-app.js */</script>'
const PAGE = `<!doctype html><html><head>
    <script>/* theme */</script>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">
    <link rel="preload" as="font" type="font/woff2" href="/assets/dm-sans-latin-C3.woff2" crossorigin="">
    <link rel="preload" as="image" fetchPriority="high" imageSrcSet="/media/a.webp?w=400 400w"/><link rel="modulepreload" href="/assets/venue-D4.js"><style>body{margin:0}</style><style data-web-fonts>@font-face{font-family:DM Sans Variable;src:url(/assets/dm-sans-latin-C3.woff2)}</style>
  </head>
  <body><div id="root"><a href="/venues/1">A venue</a></div><script type="application/json" id="ssr-state">{}</script>
  </body></html>`

describe('deferToAfterPaint', () => {
  const out = deferToAfterPaint(PAGE, START)
  const template = new RegExp(`<template id="${AFTER_PAINT_ID}">([\\s\\S]*?)</template>`).exec(out)?.[1] ?? ''
  const outside = out.replace(template, '')

  it('holds the module preloads, the entry script, the font preloads and the font rules in a template, in that order', () => {
    expect(template).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">' +
        '<link rel="modulepreload" href="/assets/venue-D4.js">' +
        '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
        '<link rel="preload" as="font" type="font/woff2" href="/assets/dm-sans-latin-C3.woff2" crossorigin="">' +
        '<style data-web-fonts>@font-face{font-family:DM Sans Variable;src:url(/assets/dm-sans-latin-C3.woff2)}</style>',
    )
    expect(outside).not.toMatch(/modulepreload|type="module"/)
  })

  it('gives a browser without JavaScript the web fonts in a <noscript>, and them alone', () => {
    const noscript = /<noscript>([\s\S]*?)<\/noscript>\s*<\/head>/.exec(outside)?.[1]
    expect(noscript).toBe(
      '<style data-web-fonts>@font-face{font-family:DM Sans Variable;src:url(/assets/dm-sans-latin-C3.woff2)}</style>',
    )
  })

  it('keeps the photo preload, the styles, the theme script and the state where they were', () => {
    expect(outside).not.toContain('as="font"')
    expect(outside).toContain('<link rel="preload" as="image" fetchPriority="high"')
    expect(outside).toContain('<style>body{margin:0}</style>')
    expect(outside).toContain('<script>/* theme */</script>')
    expect(outside).toContain('<script type="application/json" id="ssr-state">{}</script>')
  })

  it('puts the starter after the template, at the end of <body>', () => {
    expect(out).toMatch(new RegExp(`</template>${START.replace(/[*/]/g, '\\$&')}\\s*</body>`))
  })

  it('leaves the page as it is without a starter, or without an entry script', () => {
    expect(deferToAfterPaint(PAGE, undefined)).toBe(PAGE)
    const noEntry = PAGE.replace(/<script type="module"[^>]*><\/script>/, '')
    expect(deferToAfterPaint(noEntry, START)).toBe(noEntry)
  })
})

describe('splitWebFonts', () => {
  it('takes the @font-face rules with a url() out, and leaves the local fallbacks', () => {
    const fallback = "@font-face{font-family:DM Sans Fallback;src:local('Arial');size-adjust:102.95%}"
    const web = '@font-face{font-family:DM Sans Variable;font-display:swap;src:url(/assets/a.woff2)format("woff2")}'
    const css = `.a{color:red}${web}${fallback}.b{font-family:DM Sans Variable}${web}`
    expect(splitWebFonts(css)).toEqual({
      rest: `.a{color:red}${fallback}.b{font-family:DM Sans Variable}`,
      fonts: web + web,
    })
  })
})
