// The planner's shortlist, whoever she is: the account's (server) when signed in, this browser's
// otherwise. Adding says what happened in a toast, the limit included.
import { useMemo } from 'react'
import { useSessionToken } from '~/web/lib/session-store'
import { toast } from '~/web/lib/use-toast'
import { useAccountShortlist, usePendingShortlist, useSaveShortlist } from '../api/shortlist'
import { addToShortlist, SHORTLIST_MAX } from './shortlist-rules'
import { visitorShortlist } from './visitor-shortlist'

export type Shortlist = {
  ids: readonly number[]
  /** False while an account's list is loading: a click could not tell adding from removing. */
  ready: boolean
  signedIn: boolean
  add: (venue: { id: number; name: string }) => void
  remove: (venue: { id: number; name: string }) => void
  replace: (ids: readonly number[]) => void
}

const EMPTY: readonly number[] = []

export function useShortlist(): Shortlist {
  const signedIn = Boolean(useSessionToken())
  const local = visitorShortlist.useIds()
  const account = useAccountShortlist()
  const save = useSaveShortlist()
  const pending = usePendingShortlist()
  const saved = useMemo(() => account.data?.venues.map((v) => v.id) ?? EMPTY, [account.data])
  const ids = signedIn ? (pending ?? saved) : local
  const replace = (next: readonly number[]) => (signedIn ? save.mutate(next) : visitorShortlist.set(next))
  return {
    ids,
    ready: !signedIn || account.isSuccess,
    signedIn,
    replace,
    add: (venue) => {
      const result = addToShortlist(ids, venue.id)
      if (result.outcome === 'full') {
        toast({
          variant: 'destructive',
          title: 'Your shortlist is full',
          description: `A brief goes to ${SHORTLIST_MAX} venues at most. Remove one from your shortlist to add ${venue.name}.`,
        })
        return
      }
      if (result.outcome === 'added') replace(result.ids)
      toast({
        variant: 'success',
        title: 'Added to your shortlist',
        description: `${venue.name} is on your shortlist (${result.ids.length} of ${SHORTLIST_MAX}).`,
      })
    },
    remove: (venue) => {
      replace(ids.filter((id) => id !== venue.id))
      toast({ title: 'Removed from your shortlist', description: `${venue.name} is off your shortlist.` })
    },
  }
}
