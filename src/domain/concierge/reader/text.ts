// The reader's working copy of the planner's text: each phrase read is blanked out (same length),
// so one phrase feeds one field and positions stay comparable.
/** The text with consumed phrases blanked out (same length), so one phrase feeds one field. */
export class Text {
  value: string
  constructor(value: string) {
    this.value = value
  }
  /** Every match of `re` (global), blanked out after reading. */
  take(re: RegExp): RegExpExecArray[] {
    const found = [...this.value.matchAll(re)] as RegExpExecArray[]
    for (const m of found)
      this.value = this.value.slice(0, m.index) + ' '.repeat(m[0].length) + this.value.slice(m.index + m[0].length)
    return found
  }
  has(re: RegExp): boolean {
    return re.test(this.value)
  }
}

export const rx = (source: string) => new RegExp(`\\b(?:${source})\\b`, 'gi')

/** Distinct values of every phrase found, longest phrases first so "team offsite" beats "offsite". */
export function takeVocabulary<V>(text: Text, phrases: readonly [string, V][]): V[] {
  const ordered = [...phrases].sort((a, b) => b[0].length - a[0].length)
  const found: V[] = []
  for (const [source, value] of ordered) {
    if (text.take(rx(source)).length && !found.includes(value)) found.push(value)
  }
  return found
}

/** Each value found, in the order the text says them, with the words that said it. */
export function takeInOrder<V>(text: Text, phrases: readonly [string, V][]): { value: V; said: string }[] {
  const ordered = [...phrases].sort((a, b) => b[0].length - a[0].length)
  const hits: { value: V; said: string; index: number }[] = []
  for (const [source, value] of ordered) {
    for (const m of text.take(rx(source))) hits.push({ value, said: m[0].trim(), index: m.index })
  }
  hits.sort((a, b) => a.index - b.index)
  const seen = new Set<V>()
  return hits.filter((h) => !seen.has(h.value) && seen.add(h.value))
}
