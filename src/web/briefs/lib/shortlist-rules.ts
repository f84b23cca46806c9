// What adding a venue does to a shortlist, the same for a visitor's and an account's.
import { BRIEF_VENUES_MAX } from '~/domain/briefs/briefs'

/** A shortlist holds as many venues as one brief goes to. */
export const SHORTLIST_MAX = BRIEF_VENUES_MAX

export type ShortlistAdd = { outcome: 'added' | 'already' | 'full'; ids: readonly number[] }

export function addToShortlist(ids: readonly number[], id: number, max = SHORTLIST_MAX): ShortlistAdd {
  if (ids.includes(id)) return { outcome: 'already', ids }
  if (ids.length >= max) return { outcome: 'full', ids }
  return { outcome: 'added', ids: [...ids, id] }
}

/** A visitor's list joining an account's at sign-in: the account's first, then the new ones, at most `max`. */
export function mergeShortlists(account: readonly number[], local: readonly number[], max = SHORTLIST_MAX): number[] {
  return [...new Set([...account, ...local])].slice(0, max)
}

/** The ids of a shared link's `?venues=3,8,12` (unknown or repeated parts dropped, at most `max`). */
export function shortlistFromParam(value: string | null, max = SHORTLIST_MAX): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
  return [...new Set(ids)].slice(0, max)
}
