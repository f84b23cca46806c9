// The planner's shortlist, whoever she is: the account's (server) when signed in, this browser's
// otherwise. Adding says what happened in a toast, the limit included.
import { toast } from '~/web/lib/use-toast'
import { useSaveShortlist } from '../api/save-shortlist'
import { addToShortlist, SHORTLIST_MAX } from './shortlist-rules'
import { useShortlistIds } from './use-shortlist-ids'
import { visitorShortlist } from './visitor-shortlist'

export type Shortlist = {
  ids: readonly number[]
  /** False while an account's list is loading: a click could not tell adding from removing. */
  ready: boolean
  signedIn: boolean
  add: (venue: { id: number; name: string }) => void
  /** Several at once (Callie's "Add to shortlist"), said in one toast. */
  addAll: (venues: readonly { id: number; name: string }[]) => void
  remove: (venue: { id: number; name: string }) => void
  replace: (ids: readonly number[]) => void
}

export function useShortlist(): Shortlist {
  const { ids, signedIn, ready } = useShortlistIds()
  const save = useSaveShortlist()
  const replace = (next: readonly number[]) => (signedIn ? save.mutate(next) : visitorShortlist.set(next))
  return {
    ids,
    ready,
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
    addAll: (venues) => {
      let next = ids
      const left: string[] = []
      for (const venue of venues) {
        const result = addToShortlist(next, venue.id)
        if (result.outcome === 'full') left.push(venue.name)
        next = result.ids
      }
      if (next !== ids) replace(next)
      toast(
        left.length
          ? {
              variant: 'destructive',
              title: 'Your shortlist is full',
              description: `A brief goes to ${SHORTLIST_MAX} venues at most; ${left.join(', ')} did not fit. Remove one to add another.`,
            }
          : {
              variant: 'success',
              title: 'Added to your shortlist',
              description: `${venues.map((v) => v.name).join(', ')} ${venues.length === 1 ? 'is' : 'are'} on your shortlist (${next.length} of ${SHORTLIST_MAX}).`,
            },
      )
    },
    remove: (venue) => {
      replace(ids.filter((id) => id !== venue.id))
      toast({ title: 'Removed from your shortlist', description: `${venue.name} is off your shortlist.` })
    },
  }
}
