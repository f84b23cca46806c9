import { describe, expect, it } from 'vitest'
import { findExperience } from './experiences'

describe('findExperience', () => {
  it('finds by numeric id or slug', () => {
    expect(findExperience('4')?.slug).toBe('brand-activations')
    expect(findExperience('Private-Dining')?.id).toBe(2)
  })

  it('finds nothing for unknown ids', () => {
    for (const raw of ['', '99', '4.0', '-4', 'x']) expect(findExperience(raw), raw).toBeUndefined()
  })
})
