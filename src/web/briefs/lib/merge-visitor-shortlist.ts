// At sign-in (a step registered in main.tsx): the venues shortlisted as a visitor join the
// account's shortlist (the account's first, up to the limit), then leave the browser. On failure
// they stay in the browser and join at the next sign-in.
import type { SignInStep } from '~/web/lib/sign-in-steps'
import { briefsKeys } from '../briefs-paths'
import { getShortlist, putShortlist } from '../api/shortlist'
import { mergeShortlists } from './shortlist-rules'
import { visitorShortlist } from './visitor-shortlist'

export const mergeVisitorShortlist: SignInStep = async ({ queryClient }) => {
  const local = visitorShortlist.get()
  if (local.length === 0) return
  const account = await getShortlist()
  const merged = await putShortlist(
    mergeShortlists(
      account.venues.map((v) => v.id),
      local,
    ),
  )
  queryClient.setQueryData(briefsKeys.shortlist, merged)
  visitorShortlist.set([])
}
