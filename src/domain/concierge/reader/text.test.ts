import { describe, expect, it } from 'vitest'
import { allMatches, regExp, rx, Text } from './text'

describe("the reader's kept regexes", () => {
  it('are built once per source and flags', () => {
    expect(rx('private room')).toBe(rx('private room'))
    expect(regExp('x', 'i')).not.toBe(regExp('x', 'gi'))
  })

  it('read every match of each text from its start, though the same RegExp read another text before', () => {
    const re = rx('no seafood')
    expect(new Text('no seafood, no seafood').take(re).map((m) => m.index)).toEqual([0, 12])
    // A global RegExp left with lastIndex past 0 would miss the match at 0 of the next text.
    expect(new Text('no seafood please').take(re).map((m) => m.index)).toEqual([0])
    expect(new Text('no seafood').has(re)).toBe(true)
    expect(new Text('no seafood').has(re)).toBe(true)
  })

  it('step over an empty match instead of looping on it', () => {
    expect(allMatches('ab', /x*/g).map((m) => m.index)).toEqual([0, 1, 2])
  })

  it('blank what they took, so one phrase feeds one field', () => {
    const text = new Text('a private room with a patio')
    text.take(rx('private room'))
    expect(text.value).toBe('a              with a patio')
  })
})
