import { describe, expect, it } from 'vitest'
import { fillRoot, withoutAfterPaint } from './server-render'

// The part of a server-rendered page after its streamed head (./page-stream.ts): from </head> on,
// the app's scripts held in the after-paint template (./after-paint.ts).
const REST =
  '</head><body><div id="root"></div><template id="after-paint">' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/api-C3.js">' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>' +
  '<link rel="preload" as="font" type="font/woff2" href="/assets/dm-sans-D4.woff2" crossorigin="">' +
  '</template><script>/* start */</script></body>'
const LANDING =
  '<script type="module" crossorigin src="/assets/landing-E5.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">'
const PHOTO = '<link rel="preload" as="image" fetchPriority="high" href="/media/1.webp">'

describe('fillRoot', () => {
  it("puts the landing's entry and preloads in place of the app's, and keeps the rest", () => {
    const out = fillRoot(REST, {
      html: '<h1>Hi</h1>',
      stateScript: '<script id="s"></script>',
      entryTags: LANDING,
    }).join('')
    expect(out).not.toContain('index-A1.js')
    expect(out).not.toContain('api-C3.js')
    expect(out.match(/jsx-runtime-B2\.js/g)).toHaveLength(1)
    expect(out).toContain(`<template id="after-paint">${LANDING}<link rel="preload" as="font"`)
    expect(out).toContain('<div id="root"><h1>Hi</h1></div><script id="s"></script>')
  })

  it("holds the route's chunks with the app's until after the paint, and preloads the photo in <head>", () => {
    const out = fillRoot(REST, {
      html: '',
      stateScript: '',
      headTags: `${PHOTO}<link rel="modulepreload" href="/r.js">`,
    }).join('')
    expect(out.startsWith(`${PHOTO}</head>`)).toBe(true)
    expect(out).toContain(
      '<template id="after-paint"><link rel="modulepreload" href="/r.js"><link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">',
    )
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>')
    expect(out.match(/r\.js/g)).toHaveLength(1)
  })

  it('without an after-paint template, every head tag goes before </head>', () => {
    const out = fillRoot('</head><body><div id="root"></div></body>', {
      html: '<p>x</p>',
      stateScript: '',
      headTags: `${PHOTO}<link rel="modulepreload" href="/r.js">`,
    }).join('')
    expect(out).toBe(`${PHOTO}<link rel="modulepreload" href="/r.js"></head><body><div id="root"><p>x</p></div></body>`)
  })

  it('gives the rendered markup and the state as pieces of their own, not copied into the page', () => {
    const html = `<main>${'“Rooftop” '.repeat(20_000)}</main>`
    const stateScript = '<script type="application/json" id="s">{"q":"“"}</script>'
    const out = fillRoot(REST, { html, stateScript })
    expect(out).toContain(html)
    expect(out).toContain(stateScript)
    expect(out.every((piece) => piece === html || piece === stateScript || piece.length < 1_000)).toBe(true)
    expect(out.join('')).toBe(REST.replace('<div id="root"></div>', `<div id="root">${html}</div>${stateScript}`))
  })
})

describe('withoutAfterPaint', () => {
  it('puts what the template held in the page, so the app starts at once when the render failed', () => {
    const out = withoutAfterPaint(REST)
    expect(out).not.toContain('<template')
    expect(out).toContain(
      '<div id="root"></div><link rel="modulepreload" crossorigin href="/assets/jsx-runtime-B2.js">',
    )
    expect(out).toContain(
      '<script type="module" crossorigin src="/assets/index-A1.js"></script><link rel="preload" as="font"',
    )
  })
})
