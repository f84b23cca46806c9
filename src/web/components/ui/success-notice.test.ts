import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SuccessNotice } from './success-notice'

const render = (props: Parameters<typeof SuccessNotice>[0]) => renderToStaticMarkup(createElement(SuccessNotice, props))
const textOf = (html: string) => html.replace(/<[^>]+>/g, '')

describe('SuccessNotice', () => {
  it('announces a title and its sentence as a status, after a check the screen reader skips', () => {
    const html = render({ title: 'Payment received.', children: '$200.00 for Team dinner.' })
    expect(html).toMatch(/^<div data-slot="success-notice" role="status" class="[^"]*border-sage-600\/30 bg-sage-100/)
    expect(html).toContain('flex items-start gap-3')
    expect(html).toMatch(
      /<svg [^>]*class="lucide lucide-circle-check [^"]* mt-0.5 size-5 shrink-0" aria-hidden="true">/,
    )
    expect(html).toContain('<p><strong class="font-semibold">Payment received.</strong> $200.00 for Team dinner.</p>')
    expect(textOf(html)).toBe('Payment received. $200.00 for Team dinner.')
  })

  it('says a body alone, or a title alone, without a stray space', () => {
    expect(textOf(render({ children: 'Thanks, your vote is in.' }))).toBe('Thanks, your vote is in.')
    expect(textOf(render({ title: 'Fully paid.' }))).toBe('Fully paid.')
  })

  it("is one line of small text with no check in the staff console's compact layout", () => {
    const html = render({ layout: 'compact', children: 'Nothing is overdue.' })
    expect(html).toMatch(/^<p data-slot="success-notice" role="status" class="[^"]*text-sm"/)
    expect(html).not.toContain('<svg')
    expect(textOf(html)).toBe('Nothing is overdue.')
  })

  it('is a section named by its own heading, not announced, when the caller moves the focus to it', () => {
    const html = render({
      layout: 'panel',
      announce: false,
      'aria-labelledby': 'links',
      children: createElement('h4', { id: 'links' }, 'Payment links created'),
    })
    expect(html).toMatch(/^<section data-slot="success-notice" class="[^"]*grid gap-3" aria-labelledby="links">/)
    expect(html).not.toContain('role=')
    expect(html).toContain('<h4 id="links">Payment links created</h4>')
  })

  it("lets a caller's class win over the layout's (a panel's gap, a rounder corner)", () => {
    const html = render({ layout: 'panel', className: 'gap-2 rounded-2xl', children: 'Import complete' })
    expect(html).toContain('class="border border-sage-600/30 bg-sage-100 p-4 text-sage-700 grid gap-2 rounded-2xl"')
  })
})
