import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('drops accents and apostrophes and reads & as and', () => {
    expect(slugify('Café Étoile')).toBe('cafe-etoile')
    expect(slugify('Salt & Ember')).toBe('salt-and-ember')
    expect(slugify('Nopa & Co’s Room')).toBe('nopa-and-cos-room')
  })

  it('joins words with one dash and trims dashes at both ends', () => {
    expect(slugify('  --The  Back Room!! ')).toBe('the-back-room')
    expect(slugify('!!!')).toBe('')
  })

  it('cuts to the maximum length without ending on a dash', () => {
    expect(slugify('The Back Room at Marlowe’s', 9)).toBe('the-back')
    expect(slugify('The Back Room', 100)).toBe('the-back-room')
  })
})
