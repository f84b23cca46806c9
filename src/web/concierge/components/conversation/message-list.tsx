// The thread. A polite log: screen readers hear each message as it is added, not the whole list
// again. While Callie answers, the planner's words show at once and Callie's reply as it is written
// (outside the log, so the partial text is not read out piece by piece).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as loaderCircleIcon from 'lucide-react/icons/loader-circle'
import { useEffect, useRef, useState } from 'react'
import type { Message } from '~/domain/concierge/conversation-api'
import { MessageBubble, MessageItem } from './message-item'
import type { PartHandlers } from './part-handlers'

const Loader2 = lucideIcon(loaderCircleIcon)

type Props = {
  messages: Message[]
  handlers: PartHandlers
  /** What the planner just sent, until the turn's answer replaces it. */
  pendingText: string | null
  /** Callie's reply so far ('' until the first words). */
  streamed: string
  thinking: boolean
  /**
   * Opened from the first message just sent: the thread first shows what was there before her answer,
   * then adds the answer, so the log announces it and it scrolls into view as any later answer does.
   */
  justStarted?: boolean
}

/** The messages before Callie's answer to the planner's first message (all of them when none). */
function beforeFirstAnswer(messages: Message[]): number {
  const firstPlanner = messages.findIndex((m) => m.author === 'planner')
  return firstPlanner < 0 ? messages.length : firstPlanner + 1
}

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'

export function MessageList({ messages: all, handlers, pendingText, streamed, thinking, justStarted }: Props) {
  const listRef = useRef<HTMLOListElement>(null)
  const [held, setHeld] = useState(() => (justStarted ? beforeFirstAnswer(all) : null))
  useEffect(() => {
    if (held === null) return
    // A moment after the log is in the page, so screen readers have it as a live region first.
    const t = setTimeout(() => setHeld(null), 100)
    return () => clearTimeout(t)
  }, [held])
  const messages = held === null ? all : all.slice(0, held)
  const lastId = messages.at(-1)?.id
  const seen = useRef(lastId)

  // A new answer: its first message comes into view from its start (venue cards can be long).
  useEffect(() => {
    if (lastId === seen.current) return
    const before = seen.current
    seen.current = lastId
    const first = messages.find((m) => before === undefined || m.id > before)
    const el = first && listRef.current?.querySelector(`[data-message-id="${first.id}"]`)
    if (el && before !== undefined) el.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  }, [lastId, messages])

  return (
    <div className="grid gap-4">
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation with Callie">
        <ol ref={listRef} className="grid gap-4">
          {messages.map((m) => (
            <MessageItem key={m.id} message={m} handlers={handlers} />
          ))}
        </ol>
      </div>
      {(pendingText || thinking) && (
        <div className="grid gap-4" aria-busy={thinking}>
          {pendingText && (
            <div className="grid justify-items-end">
              <MessageBubble who="You" mine text={pendingText} />
            </div>
          )}
          {streamed ? (
            <MessageBubble who="Callie" text={streamed} />
          ) : (
            thinking && (
              <p className="inline-flex items-center gap-2 text-sm text-ink-700" role="status">
                <Loader2 className="size-4 animate-spin text-terracotta-600" aria-hidden /> Callie is thinking...
              </p>
            )
          )}
        </div>
      )}
    </div>
  )
}
