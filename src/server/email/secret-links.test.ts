import { describe, expect, it } from 'vitest'
import {
  fillSecrets,
  forgetSecrets,
  hashSecret,
  PRIVATE_LINK_TEXT,
  protectSecrets,
  redactSecrets,
} from './secret-links'

const token = 'AD4HN7QQ9EsLehOp41IM3OKQ4AQJzubPErIk0dINMPE'
const bodies = (text: string, html = text) => ({ subject: 'Hello', textBody: text, htmlBody: html })

describe('private links in emails', () => {
  it('keeps each token apart and gives it back only for delivery', () => {
    const url = `https://b.test/reset-password?token=${token}`
    const safe = protectSecrets(bodies(`Choose: ${url}\n`, `<a href="${url}" style="x">Choose</a>`))
    expect(JSON.stringify([safe.subject, safe.textBody, safe.htmlBody])).not.toContain(token)
    expect(safe.secretLinks).toEqual([{ kind: 'reset-password', hash: hashSecret(token), token }])
    expect(fillSecrets(safe.textBody, safe.secretLinks)).toBe(`Choose: ${url}\n`)
    expect(redactSecrets(safe.textBody)).toBe(`Choose: ${PRIVATE_LINK_TEXT}\n`)
    expect(redactSecrets(safe.htmlBody)).toBe(`<a href="${PRIVATE_LINK_TEXT}" style="x">Choose</a>`)
    expect(() => fillSecrets(safe.textBody, forgetSecrets(safe.secretLinks))).toThrow(/no longer available/)
  })

  it.each([
    ['verify-email', `https://b.test/verify-email?token=${token}`],
    ['invitation', `https://b.test/invitations/${token}`],
    ['proposal', `https://b.test/proposals/${token}`],
    ['request-view', `https://b.test/requests/${token}`],
    ['rsvp', `https://b.test/e/abc123?guest=${token.slice(0, 32)}`],
    ['rsvp', `https://b.test/e/abc123?x=1&amp;guest=${token.slice(0, 32)}`],
    ['newsletter-confirm', `https://b.test/api/newsletter/confirm?token=mb1x2y.${token}`],
    ['newsletter-unsubscribe', `https://b.test/api/newsletter/unsubscribe?token=${token}`],
    ['other', `https://b.test/requests/view?sig=${token}`],
    ['other', `https://b.test/some/new/${token}`],
  ])('finds %s links', (kind, url) => {
    const safe = protectSecrets(bodies(`Open ${url} now`))
    expect(safe.secretLinks.map((l) => l.kind)).toEqual([kind])
    expect(safe.textBody).not.toMatch(/[A-Za-z0-9_-]{32,}/)
  })

  it('leaves ordinary links alone and never merges a token into text someone typed', () => {
    const safe = protectSecrets(
      bodies('See https://b.test/venues/the-grand-ballroom-at-the-palace-hotel-sf and {{secret:0}}'),
    )
    expect(safe.secretLinks).toEqual([])
    expect(fillSecrets(safe.textBody, [])).toContain('the-grand-ballroom-at-the-palace-hotel-sf and { {secret:0}}')
  })
})
