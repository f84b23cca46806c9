// Callie's page: the latest conversation reopened (or a given one, from a link), a new one started
// from a venue or a search, or her greeting before the first message. "Start over" begins anew.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as rotateCcwIcon from 'lucide-react/icons/rotate-ccw'
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { BriefPatch } from '~/domain/concierge/callie-brief'
import type { CreateConversationBody } from '~/domain/concierge/conversation-api'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { useConversationList, useCreateConversation } from '../api/conversations'
import { conciergePaths } from '../lib/concierge-api-paths'
import type { ConversationActions } from './conversation/conversation-actions'
import { EmptyConversation } from './conversation/empty-conversation'

const RotateCcw = lucideIcon(rotateCcwIcon)

// A thread (its messages, cards, brief form and handover dialog) is its own chunk: the greeting,
// which a first visit shows, hydrates without it and its schemas.
const ThreadLoader = lazy(() => import('./thread-loader').then((m) => ({ default: m.ThreadLoader })))

type Props = {
  /** /concierge/c/:id */
  id?: string
  /** The emailed link's key (?key=). */
  accessKey: string | null
  /** From a venue page or search results: a new conversation about them. */
  context: CreateConversationBody['context'] | null
  actions: ConversationActions
}

export function CalliePage({ id, accessKey, context, actions }: Props) {
  const navigate = useNavigate()
  const location = useLocation()
  const state = location.state as { fresh?: boolean; patch?: BriefPatch; composing?: boolean } | null
  const create = useCreateConversation()
  const listed = !id && !context && !state?.fresh
  const list = useConversationList(listed)
  const open = (threadId: string, next?: { patch?: BriefPatch; composing?: boolean }) =>
    navigate(conciergePaths.thread(threadId), { replace: true, state: next ?? null })

  const started = useRef(false)
  useEffect(() => {
    if (id || !context || started.current) return
    started.current = true
    create.mutate({ context }, { onSuccess: (v) => open(v.id) })
  })
  const latest = list.data?.conversations[0]?.id
  // The latest thread is reopened only when this page starts none: a thread just created from the
  // form is also the latest once the list is read again, and opening it from here would drop the
  // brief that is to be its first turn.
  useEffect(() => {
    if (!id && latest && create.isIdle) open(latest)
  })

  let content: ReactNode
  if (id)
    content = (
      <Suspense fallback={<Loading />}>
        <ThreadLoader
          key={id}
          id={id}
          accessKey={accessKey}
          actions={actions}
          initialPatch={state?.patch}
          composing={state?.composing}
        />
      </Suspense>
    )
  // Loading while the threads are read: also on the server, which never reads them (a cookie's), so
  // that the page hydrates as it was rendered.
  else if (context || (listed && list.isPending) || latest) content = <Loading />
  else
    content = (
      <EmptyConversation
        busy={create.isPending}
        error={create.isError ? 'Callie could not answer just now. Please try again.' : null}
        pendingText={create.isPending ? (create.variables.text ?? null) : null}
        // The first message was written in the greeting's box: the thread's own box takes the keyboard.
        onStart={(text) => create.mutate({ text }, { onSuccess: (v) => open(v.id, { composing: true }) })}
        onStartWithBrief={(patch) => create.mutate({}, { onSuccess: (v) => open(v.id, { patch }) })}
        onLargeGroup={(brief, notes) => actions.consultation(brief, notes)}
      />
    )

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Concierge</p>
          <h1 className="font-display text-3xl font-semibold text-balance text-ink-900 sm:text-5xl">
            Plan your group dinner with Callie
          </h1>
          <p className="text-ink-700">
            Callie answers at once from our catalogue, with real prices and availability. A person from our concierge
            team can take over whenever you like, within 24 hours.
          </p>
        </div>
        {id && (
          <Button variant="outline" onClick={() => navigate(conciergePaths.concierge(), { state: { fresh: true } })}>
            <RotateCcw aria-hidden /> Start over
          </Button>
        )}
      </header>
      {content}
    </div>
  )
}

function Loading() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <p className="sr-only" role="status">
        Opening your conversation...
      </p>
      <Skeleton className="h-16 w-3/4" />
      <Skeleton className="ml-auto h-12 w-1/2" />
      <Skeleton className="h-40 w-full" />
    </div>
  )
}
