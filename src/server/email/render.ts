// One render path for every email: the React Email layout to HTML, and the plain text from that
// same HTML (html-to-text through React Email), so the two bodies can never tell different stories.
//
// React Email (its components' barrel brings Prism, a markdown renderer and Tailwind: ~14 MB of
// heap) is loaded by the first email, not at start.
import { createElement } from 'react'
import type { EmailParts } from './email-parts'

export type RenderedEmail = { html: string; text: string }

/** The subset of html-to-text's formatter API used below (the package ships no types). */
type Elem = { name: string; attribs?: Record<string, string>; children?: Elem[] }
type Builder = {
  openBlock(o?: { leadingLineBreaks?: number }): void
  closeBlock(o?: { trailingLineBreaks?: number }): void
  addLiteral(s: string): void
}
type Formatter = (elem: Elem, walk: (nodes: Elem[] | undefined, builder: Builder) => void, builder: Builder) => void

const childrenNamed = (elem: Elem, name: string) => (elem.children ?? []).filter((c) => c.name === name)

/** A facts table as 'Label: value' lines. */
const factsFormatter: Formatter = (table, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 })
  const rows = childrenNamed(table, 'tbody').flatMap((b) => childrenNamed(b, 'tr'))
  rows.forEach((row) => {
    const [label] = childrenNamed(row, 'th')
    const [value] = childrenNamed(row, 'td')
    builder.openBlock({ leadingLineBreaks: 1 })
    walk(label?.children, builder)
    builder.addLiteral(': ')
    walk(value?.children, builder)
    builder.closeBlock({ trailingLineBreaks: 1 })
  })
  builder.closeBlock({ trailingLineBreaks: 2 })
}

/** The call to action as 'Label: https://…' on its own line. */
const actionFormatter: Formatter = (a, _walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 })
  builder.addLiteral(`${a.attribs?.['data-label'] ?? 'Open'}: ${a.attribs?.href ?? ''}`)
  builder.closeBlock({ trailingLineBreaks: 2 })
}

const TEXT_OPTIONS = {
  formatters: { facts: factsFormatter, action: actionFormatter },
  selectors: [
    { selector: 'table.facts', format: 'facts' },
    { selector: 'a.action', format: 'action' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'hr', format: 'skip' },
  ],
}

export async function renderEmail(parts: EmailParts): Promise<RenderedEmail> {
  const [{ render, toPlainText }, { EmailLayout }] = await Promise.all([
    import('@react-email/render'),
    import('./email-layout'),
  ])
  const html = await render(createElement(EmailLayout, { parts }))
  const text = toPlainText(html, TEXT_OPTIONS as Parameters<typeof toPlainText>[1])
  return { html, text: `${text.trim()}\n` }
}
