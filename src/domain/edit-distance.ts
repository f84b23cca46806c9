// Typo tolerance for place names: the Damerau-Levenshtein distance in its "optimal string
// alignment" form (insertions, deletions, substitutions and swaps of two neighbours each cost 1),
// enough for "Chicgo", "Seatle" or "Bostno" and small enough to run on every keystroke.

/**
 * Edits between `a` and `b`. With `max`, stops early and answers `max + 1` once the distance is
 * known to exceed it (the caller only wants to know whether the strings are close).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (!a.length || !b.length) {
    const d = a.length || b.length
    return d > max ? max + 1 : d
  }
  // Three rows: the one before the previous (for swaps), the previous and the current.
  let before = new Array<number>(b.length + 1).fill(0)
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  let row = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let best = row[0]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1)
      row[j] = d
      if (d < best) best = d
    }
    if (best > max) return max + 1
    ;[before, prev, row] = [prev, row, before]
  }
  return prev[b.length] > max ? max + 1 : prev[b.length]
}
