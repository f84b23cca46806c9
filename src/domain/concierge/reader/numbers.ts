// Numbers written in words, as digits the readers then read: "twenty-four" → "24", "two dozen" → "24".
import { regExp } from './text'

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const UNIT_RE = UNITS.slice(1, 10).join('|')

function wordToNumber(w: string): number | undefined {
  const s = w
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim()
  const unit = UNITS.indexOf(s)
  if (unit >= 0) return unit
  const [t, u] = s.split(' ')
  const tens = TENS.indexOf(t)
  if (tens < 2) return undefined
  if (u === undefined) return tens * 10
  const ones = UNITS.indexOf(u)
  return ones >= 1 && ones <= 9 ? tens * 10 + ones : undefined
}

const NUMBER_WORD = `(?:(?:${TENS.slice(2).join('|')})(?:[\\s-](?:${UNIT_RE}))?|${UNITS.slice(1).join('|')})`

/** "twenty-four" → "24", "two dozen" → "24", "a hundred and twenty" → "120". */
export function numbersInWords(text: string): string {
  return text
    .replace(regExp(`\\b(?:a|one)\\s+hundred(?:\\s+and)?(?:\\s+(${NUMBER_WORD}))?\\b`, 'gi'), (_m, rest?: string) =>
      String(100 + (rest ? (wordToNumber(rest) ?? 0) : 0)),
    )
    .replace(regExp(`\\b(${NUMBER_WORD}|a)\\s+dozen\\b`, 'gi'), (_m, n: string) =>
      String(12 * (n.toLowerCase() === 'a' ? 1 : (wordToNumber(n) ?? 1))),
    )
    .replace(regExp(`\\b${NUMBER_WORD}\\b`, 'gi'), (m) => String(wordToNumber(m) ?? m))
}
