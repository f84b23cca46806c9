// The one email template (React Email): every email of the product is this layout filled with its
// own parts, so the brand, the facts table and the call to action look the same everywhere. The
// plain-text body is derived from the same rendered markup (render-email.ts), never written twice.
// React escapes every string, so what a planner typed can never become markup.
// Each component from its own package, not @react-email/components: its barrel also loads the code
// block (prismjs) and Tailwind, about 0.4 CPU-s in every process that renders its first email.
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Img } from '@react-email/img'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { CSSProperties, ReactNode } from 'react'
import type { EmailParts, SummaryLine } from './email-parts'

/** The product's palette (src/web/styles.css), repeated because email clients read no stylesheet. */
export const EMAIL_COLORS = {
  ivory: '#fbf6ec',
  ivoryBorder: '#e9dabf',
  terracotta: '#a4482a',
  terracottaDark: '#853a23',
  ink: '#1a1815',
  inkSoft: '#38342e',
  muted: '#6b645a',
} as const

export const BRAND_LINE = 'Bountiful · Callie, your event concierge'

const font = "Helvetica, Arial, 'Segoe UI', sans-serif"
const displayFont = "Georgia, 'Iowan Old Style', 'Palatino Linotype', serif"

const s = {
  body: {
    margin: 0,
    padding: '24px 0',
    backgroundColor: EMAIL_COLORS.ivory,
    fontFamily: font,
    color: EMAIL_COLORS.ink,
  },
  container: {
    maxWidth: '600px',
    margin: '0 auto',
    backgroundColor: '#ffffff',
    border: `1px solid ${EMAIL_COLORS.ivoryBorder}`,
    borderRadius: '12px',
    overflow: 'hidden',
  },
  brand: { padding: '20px 32px', backgroundColor: EMAIL_COLORS.ink },
  mark: {
    display: 'inline-block',
    width: '28px',
    height: '28px',
    lineHeight: '28px',
    borderRadius: '14px',
    textAlign: 'center',
    backgroundColor: EMAIL_COLORS.terracotta,
    color: EMAIL_COLORS.ivory,
    fontFamily: displayFont,
    fontWeight: 700,
    fontSize: '16px',
    verticalAlign: 'middle',
  },
  wordmark: {
    fontFamily: displayFont,
    fontSize: '22px',
    fontWeight: 700,
    color: EMAIL_COLORS.ivory,
    verticalAlign: 'middle',
    paddingLeft: '10px',
  },
  image: { display: 'block', width: '100%', maxWidth: '600px', height: 'auto', border: 0 },
  content: { padding: '28px 32px 8px' },
  h1: {
    fontFamily: displayFont,
    fontSize: '24px',
    lineHeight: '32px',
    fontWeight: 700,
    margin: '0 0 16px',
    color: EMAIL_COLORS.ink,
  },
  p: { fontSize: '15px', lineHeight: '24px', margin: '0 0 16px', color: EMAIL_COLORS.inkSoft },
  facts: {
    width: '100%',
    borderCollapse: 'collapse',
    margin: '4px 0 20px',
    backgroundColor: EMAIL_COLORS.ivory,
    borderRadius: '8px',
  },
  factLabel: {
    padding: '8px 16px',
    textAlign: 'left',
    verticalAlign: 'top',
    fontSize: '13px',
    fontWeight: 600,
    color: EMAIL_COLORS.muted,
    whiteSpace: 'nowrap',
    borderBottom: `1px solid ${EMAIL_COLORS.ivoryBorder}`,
  },
  factValue: {
    padding: '8px 16px 8px 0',
    verticalAlign: 'top',
    fontSize: '15px',
    color: EMAIL_COLORS.ink,
    borderBottom: `1px solid ${EMAIL_COLORS.ivoryBorder}`,
  },
  button: {
    backgroundColor: EMAIL_COLORS.terracotta,
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 22px',
    borderRadius: '8px',
    textDecoration: 'none',
  },
  actionRow: { margin: '4px 0 24px' },
  hr: { borderColor: EMAIL_COLORS.ivoryBorder, margin: '8px 0 0' },
  footer: { padding: '16px 32px 24px' },
  footerText: { fontSize: '12px', lineHeight: '18px', color: EMAIL_COLORS.muted, margin: 0 },
} satisfies Record<string, CSSProperties>

/** Lines of user text keep their line breaks. */
function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/)
  return lines.map((line, i) => (
    <span key={i}>
      {line}
      {i < lines.length - 1 && <br />}
    </span>
  ))
}

export const presentLines = (lines: readonly SummaryLine[] = []) =>
  lines.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '') as [string, string | number][]

function Facts({ lines }: { lines: readonly SummaryLine[] }) {
  const rows = presentLines(lines)
  if (!rows.length) return null
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} className="facts" style={s.facts}>
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={`${label}-${i}`} className="fact">
            <th scope="row" style={s.factLabel}>
              {label}
            </th>
            <td style={s.factValue}>
              <Lines text={String(value)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Paragraphs({ items }: { items: readonly string[] }): ReactNode {
  return items.map((p, i) => (
    <Text key={i} style={s.p}>
      <Lines text={p} />
    </Text>
  ))
}

/** Only an http(s) address is put in an email; anything else (a site path, an SVG placeholder) is left out. */
const isEmailImage = (url: string) => /^https?:\/\//.test(url) && !/\.svg(?:$|\?)/i.test(url)

export function EmailLayout({ parts }: { parts: EmailParts }) {
  const preview = parts.preview ?? parts.intro.find((p) => !/^Hi\b/.test(p)) ?? parts.title
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.brand} data-skip-in-text="true">
            <span style={s.mark} aria-hidden="true">
              B
            </span>
            <span style={s.wordmark}>Bountiful</span>
          </Section>
          {parts.image && isEmailImage(parts.image.url) && (
            <Img src={parts.image.url} alt={parts.image.alt} width="600" style={s.image} />
          )}
          <Section style={s.content}>
            <Heading as="h1" style={s.h1}>
              {parts.title}
            </Heading>
            <Paragraphs items={parts.intro} />
            {parts.summary && <Facts lines={parts.summary} />}
            {parts.action && (
              <Section style={s.actionRow}>
                <Button href={parts.action.url} style={s.button} className="action" data-label={parts.action.label}>
                  {parts.action.label}
                </Button>
              </Section>
            )}
            {parts.outro && <Paragraphs items={parts.outro} />}
          </Section>
          <Hr style={s.hr} />
          <Section style={s.footer}>
            <Text style={s.footerText}>
              <Lines text={[BRAND_LINE, ...(parts.footer ?? [])].join('\n')} />
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}
