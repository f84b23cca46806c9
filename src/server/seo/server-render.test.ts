import { describe, expect, it } from 'vitest'
import { fillRoot } from './server-render'

const TEMPLATE = `<head>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/api-C3.js">
    <link rel="preload" as="font" type="font/woff2" href="/assets/dm-sans-D4.woff2" crossorigin="">
    <style>body{margin:0}</style>
  </head><body><div id="root"></div></body>`
const LANDING =
  '<script type="module" crossorigin src="/assets/landing-E5.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">'

describe('fillRoot', () => {
  it("puts the landing's entry and preloads in place of the app's, and keeps the rest", () => {
    const out = fillRoot(TEMPLATE, { html: '<h1>Hi</h1>', stateScript: '<script id="s"></script>', entryTags: LANDING })
    expect(out).not.toContain('index-A1.js')
    expect(out).not.toContain('api-C3.js')
    expect(out.match(/jsx-runtime-B2\.js/g)).toHaveLength(1)
    expect(out).toContain(`<head>\n    ${LANDING}<link rel="preload" as="font"`)
    expect(out).toContain('<div id="root"><h1>Hi</h1></div><script id="s"></script>')
  })

  it("keeps the app's entry and preloads for every other page", () => {
    const out = fillRoot(TEMPLATE, { html: '', stateScript: '', headTags: '<link rel="modulepreload" href="/r.js">' })
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>')
    expect(out).toContain('api-C3.js')
    expect(out).toContain('<link rel="modulepreload" href="/r.js"><style>')
  })
})
