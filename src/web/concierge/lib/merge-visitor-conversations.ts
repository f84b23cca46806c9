// At sign-in (a step registered in main.tsx): the threads started as a visitor in this browser join
// the account, as favourites and the shortlist do. On failure the flag stays for the next sign-in.
import { api } from '~/web/lib/api'
import type { SignInStep } from '~/web/lib/sign-in-steps'
import { conciergeApiPaths, conciergeKeys } from './concierge-api-paths'
import { forgetVisitorConversation, hasVisitorConversation } from './visitor-conversations'

export const mergeVisitorConversations: SignInStep = async ({ queryClient }) => {
  if (!hasVisitorConversation()) return
  await api.post<unknown>(conciergeApiPaths.mergeConversations())
  forgetVisitorConversation()
  await queryClient.invalidateQueries({ queryKey: conciergeKeys.all })
}
