import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldLabel, isStorableText, text } from './text-field'

describe('isStorableText', () => {
  it('refuses NUL characters and lone surrogates, keeps everything else', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', 'x\udc00', '\ud83d'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false)
    for (const good of ['', 'Dinner for 30', '😀 café Ωμέγα', '\ud83d\ude00', '\t\n', '\u0001', '\uffff'])
      expect(isStorableText(good), JSON.stringify(good)).toBe(true)
  })
})

describe('text()', () => {
  const schema = z.object({
    firstName: text(),
    notes: z.array(text()),
    q: text({ label: 'Search' }).optional(),
    name: text({ error: 'Name is required' }).min(1, 'Name is required'),
  })

  it('names the field in the message, as a person would', () => {
    const result = schema.safeParse({ firstName: 'a\u0000b', notes: ['ok', '\ud800'], q: '\u0000', name: 'Ann' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', "First name contains characters we can't store"],
      ['notes.1', "Notes contains characters we can't store"],
      ['q', "Search contains characters we can't store"],
    ])
  })

  it('keeps the usual string rules and their messages', () => {
    expect(schema.safeParse({ firstName: 'Ann', notes: [], name: 42 }).error?.issues[0].message).toBe(
      'Name is required',
    )
    expect(schema.parse({ firstName: 'Ann', notes: [], name: 'Bo' })).toEqual({
      firstName: 'Ann',
      notes: [],
      name: 'Bo',
    })
  })

  it('labels camelCase, snake_case and nested paths', () => {
    expect(fieldLabel(['specialRequests'])).toBe('Special requests')
    expect(fieldLabel(['guests', 0, 'dietary', 2])).toBe('Dietary')
    expect(fieldLabel(['contact_name'])).toBe('Contact name')
    expect(fieldLabel([])).toBe('This text')
  })
})
