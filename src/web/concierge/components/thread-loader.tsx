// One stored conversation, by id (and the emailed key when opened from another browser).
import { Link, useNavigate } from 'react-router'
import type { BriefPatch } from '~/domain/concierge/callie-brief'
import { Skeleton } from '~/web/components/ui/skeleton'
import { isApiError } from '~/web/lib/api'
import { useConversation } from '../api/conversations'
import { conciergePaths } from '../lib/concierge-api-paths'
import type { ConversationActions } from './conversation/conversation-actions'
import { ConversationView } from './conversation/conversation-view'

type Props = {
  id: string
  accessKey: string | null
  actions: ConversationActions
  initialPatch?: BriefPatch
  /** The planner was writing (her first message, in the greeting's box): the thread's box takes the focus. */
  composing?: boolean
}

export function ThreadLoader({ id, accessKey, actions, initialPatch, composing }: Props) {
  const query = useConversation(id, accessKey)
  const navigate = useNavigate()
  if (query.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <p className="sr-only" role="status">
          Opening your conversation...
        </p>
        <Skeleton className="h-16 w-3/4" />
        <Skeleton className="h-40 w-full" />
      </div>
    )
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)
    return (
      <div className="grid justify-items-start gap-3" role="alert">
        <p className="font-display text-xl text-ink-900">
          {missing
            ? 'This conversation was not found. It may have been started in another browser: open it from the link we emailed you.'
            : 'Your conversation could not be loaded. Please reload the page.'}
        </p>
        <Link
          to={conciergePaths.concierge()}
          state={{ fresh: true }}
          className="font-medium text-terracotta-700 underline underline-offset-4"
        >
          Start a new conversation
        </Link>
      </div>
    )
  }
  return (
    <ConversationView
      view={query.data}
      accessKey={accessKey}
      actions={actions}
      initialPatch={initialPatch}
      composing={composing}
      // Sent once: a reload does not send it again.
      onInitialSent={() => navigate(conciergePaths.thread(id, accessKey), { replace: true, state: null })}
    />
  )
}
