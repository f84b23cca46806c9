// Plain-text and HTML bodies from the same parts. Everything a user typed is escaped in HTML.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

/** Subjects are one line: user text with a newline must not smuggle in a header. */
export function oneLine(s: string, max = 160): string {
  const line = s.replace(/[\r\n\t]+/g, ' ').replace(/\s{2,}/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export type SummaryLine = readonly [label: string, value: string | number | null | undefined]

export type EmailParts = {
  /** Heading of the HTML body. */
  title: string
  /** Paragraphs before the summary. */
  intro: readonly string[]
  summary?: readonly SummaryLine[]
  /** Paragraphs after the summary. */
  outro?: readonly string[]
  /** A call to action link. */
  action?: { label: string; url: string }
  footer?: readonly string[]
}

const present = (lines: readonly SummaryLine[] = []) =>
  lines.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '') as [string, string | number][]

export function renderText(p: EmailParts): string {
  const out: string[] = [...p.intro]
  const lines = present(p.summary)
  if (lines.length) out.push(lines.map(([k, v]) => `${k}: ${String(v)}`).join('\n'))
  if (p.action) out.push(`${p.action.label}: ${p.action.url}`)
  if (p.outro) out.push(...p.outro)
  out.push(['Bountiful · Callie, your event concierge', ...(p.footer ?? [])].join('\n'))
  return `${out.join('\n\n')}\n`
}

const paragraph = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`

export function renderHtml(p: EmailParts): string {
  const lines = present(p.summary)
  const table = lines.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:0 0 16px">${lines
        .map(
          ([k, v]) =>
            `<tr><th align="left" valign="top" style="padding-right:16px;color:#555;font-weight:600">${escapeHtml(k)}</th><td>${escapeHtml(String(v)).replace(/\n/g, '<br>')}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const action = p.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(p.action.url)}" style="display:inline-block;background:#1f2937;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(p.action.label)}</a></p>`
    : ''
  const footer = ['Bountiful · Callie, your event concierge', ...(p.footer ?? [])].map(escapeHtml).join('<br>')
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:24px;font-family:Helvetica,Arial,sans-serif;color:#111;line-height:1.5">',
    '<div style="max-width:600px;margin:0 auto">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(p.title)}</h1>`,
    p.intro.map(paragraph).join(''),
    table,
    action,
    (p.outro ?? []).map(paragraph).join(''),
    `<p style="margin:24px 0 0;color:#777;font-size:12px">${footer}</p>`,
    '</div></body></html>',
  ].join('')
}
