import { describe, expect, it } from 'vitest'
import { fillPlaceholders, fillReplyTemplates, REPLY_TEMPLATE_IDS } from './reply-templates'
import { ageHours, isOverdue } from '../requests/response-time'

describe('reply templates', () => {
  it('has the four templates of the issue', () => {
    expect(fillReplyTemplates({}).map((t) => t.id)).toEqual([...REPLY_TEMPLATE_IDS])
  })
  it('fills what the request knows and leaves the rest visible', () => {
    expect(
      fillPlaceholders('Hi {firstName}, {venue} on {date} ({reference})', {
        firstName: 'Maya',
        reference: 'BR-ABCDE',
        venue: null,
      }),
    ).toBe('Hi Maya, {venue} on {date} (BR-ABCDE)')
    const [more] = fillReplyTemplates({
      firstName: 'Maya',
      reference: 'BR-ABCDE',
      guests: 24,
      date: 'Jun 15, 2030',
      venue: 'Nopa',
    })
    expect(more.subject).toBe('A few more details for your request (BR-ABCDE)')
    expect(more.body).not.toMatch(/\{\w+\}/)
  })
})

describe('response time', () => {
  const now = new Date('2030-01-02T12:00:00Z')
  it('counts a request overdue after 24 hours without a first response while it waits on us', () => {
    const old = new Date('2030-01-01T11:00:00Z')
    expect(isOverdue({ createdAt: old, firstResponseAt: null, status: 'new' }, now)).toBe(true)
    expect(isOverdue({ createdAt: old, firstResponseAt: null, status: 'in_progress' }, now)).toBe(true)
    expect(isOverdue({ createdAt: old, firstResponseAt: now, status: 'new' }, now)).toBe(false)
    expect(isOverdue({ createdAt: old, firstResponseAt: null, status: 'closed' }, now)).toBe(false)
    expect(isOverdue({ createdAt: new Date('2030-01-01T13:00:00Z'), firstResponseAt: null, status: 'new' }, now)).toBe(
      false,
    )
    expect(ageHours(old, now)).toBe(25)
  })
})
