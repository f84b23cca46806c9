// The venues on the planner's shortlist, without the means to change it (the navigation's count
// on every page): ./use-shortlist.ts adds the changes, and with them TanStack Query's mutations.
import { useMemo } from 'react'
import { useSessionToken } from '~/web/lib/session-store'
import { useAccountShortlist, usePendingShortlist } from '../api/shortlist'
import { visitorShortlist } from './visitor-shortlist'

const EMPTY: readonly number[] = []

/** The account's list when signed in (the one being saved, before the server answers), this browser's otherwise. */
export function useShortlistIds() {
  const signedIn = Boolean(useSessionToken())
  const local = visitorShortlist.useIds()
  const account = useAccountShortlist()
  const pending = usePendingShortlist()
  const saved = useMemo(() => account.data?.venues.map((v) => v.id) ?? EMPTY, [account.data])
  return {
    ids: signedIn ? (pending ?? saved) : local,
    signedIn,
    /** False while an account's list is loading. */
    ready: !signedIn || account.isSuccess,
  }
}
