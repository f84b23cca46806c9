import type { Tally } from '~/domain/briefs/votes-api'

/** A venue's or a date's votes so far, in words. */
export function TallyLine({ tally, dates = false }: { tally: Tally; dates?: boolean }) {
  const parts = [`${tally.prefer} prefer`, `${tally.approve} approve`]
  if (dates) parts.push(`${tally.cantMake} can't make it`)
  return <p className="text-sm text-ink-700 tabular-nums">{parts.join(' · ')}</p>
}
