// The reader's working copy of the planner's text: each phrase read is blanked out (same length),
// so one phrase feeds one field and positions stay comparable.
//
// Its phrase regexes are large, and V8 compiles a regex when it first runs (and again, to machine
// code, when it runs a second time). A RegExp that stays alive keeps its compiled code; one built
// anew on each call, or copied by String.prototype.matchAll, is compiled again once V8's cache of
// compiled regexes has aged it out, a few garbage collections later: on an idle server, the next
// planner paid up to a second. So every regex here is built once and kept (`regExp`), and read
// with `exec` (`allMatches`), never copied; the server runs the reader once at start-up
// (warmUpReader) so the first planner does not pay the compilation either.

const built = new Map<string, RegExp>()

/** The one RegExp for this source and flags, built at its first use and kept. */
export function regExp(source: string, flags = 'gi'): RegExp {
  const key = `${flags}/${source}`
  let re = built.get(key)
  if (!re) built.set(key, (re = new RegExp(source, flags)))
  return re
}

/** Every match of a global `re` in `value`, read with the RegExp itself (matchAll would copy it). */
export function allMatches(value: string, re: RegExp): RegExpExecArray[] {
  const found: RegExpExecArray[] = []
  re.lastIndex = 0
  for (let m = re.exec(value); m; m = re.exec(value)) {
    found.push(m)
    if (m[0] === '') re.lastIndex++
  }
  re.lastIndex = 0
  return found
}

/** The text with consumed phrases blanked out (same length), so one phrase feeds one field. */
export class Text {
  value: string
  constructor(value: string) {
    this.value = value
  }
  /** Every match of `re` (global), blanked out after reading. */
  take(re: RegExp): RegExpExecArray[] {
    const found = allMatches(this.value, re)
    for (const m of found)
      this.value = this.value.slice(0, m.index) + ' '.repeat(m[0].length) + this.value.slice(m.index + m[0].length)
    return found
  }
  has(re: RegExp): boolean {
    re.lastIndex = 0
    const found = re.test(this.value)
    re.lastIndex = 0
    return found
  }
}

export const rx = (source: string) => regExp(`\\b(?:${source})\\b`)

const longestFirst = new WeakMap<readonly unknown[], readonly [string, unknown][]>()
/** The phrases longest first (sorted once per list). */
function ordered<V>(phrases: readonly [string, V][]): readonly [string, V][] {
  let list = longestFirst.get(phrases) as readonly [string, V][] | undefined
  if (!list) longestFirst.set(phrases, (list = [...phrases].sort((a, b) => b[0].length - a[0].length)))
  return list
}

/** Distinct values of every phrase found, longest phrases first so "team offsite" beats "offsite". */
export function takeVocabulary<V>(text: Text, phrases: readonly [string, V][]): V[] {
  const found: V[] = []
  for (const [source, value] of ordered(phrases)) {
    if (text.take(rx(source)).length && !found.includes(value)) found.push(value)
  }
  return found
}

/** Each value found, in the order the text says them, with the words that said it. */
export function takeInOrder<V>(text: Text, phrases: readonly [string, V][]): { value: V; said: string }[] {
  const hits: { value: V; said: string; index: number }[] = []
  for (const [source, value] of ordered(phrases)) {
    for (const m of text.take(rx(source))) hits.push({ value, said: m[0].trim(), index: m.index })
  }
  hits.sort((a, b) => a.index - b.index)
  const seen = new Set<V>()
  return hits.filter((h) => !seen.has(h.value) && seen.add(h.value))
}
