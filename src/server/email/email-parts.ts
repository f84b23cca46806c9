// What an email says, independent of how it is drawn: every template fills these parts and the one
// layout (email-layout.tsx) renders them to HTML, from which the plain text is derived.

export type SummaryLine = readonly [label: string, value: string | number | null | undefined]

export type EmailParts = {
  /** Heading of the body. */
  title: string
  /** The inbox preview line (defaults to the first paragraph that is not a greeting). */
  preview?: string
  /** Paragraphs before the summary. */
  intro: readonly string[]
  /** A picture of what the email is about (the venue), as an absolute http(s) URL. */
  image?: { url: string; alt: string }
  /** The facts, one per line; empty values are left out. */
  summary?: readonly SummaryLine[]
  /** The call to action: an absolute link. */
  action?: { label: string; url: string }
  /** Paragraphs after the call to action. */
  outro?: readonly string[]
  footer?: readonly string[]
}

/** Subjects are one line: user text with a newline must not smuggle in a header. */
export function oneLine(s: string, max = 160): string {
  const line = s
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

/** A site path ('/media/x.webp') as the absolute URL an email needs; absolute URLs pass through. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${publicUrl.replace(/\/$/, '')}/${pathOrUrl.replace(/^\//, '')}`
}

/** Paragraphs from a message typed in a textarea (blank lines separate them). */
export function paragraphsOf(body: string): string[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** 'Dana Smith' → 'Dana', for a greeting. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name
