// A planner's conversation with Callie, handed over: the brief as Callie read it, the whole thread
// (live), a reply that reaches her at once, and "Hand back to Callie".
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as sendHorizontalIcon from 'lucide-react/icons/send-horizontal'
import * as undo2Icon from 'lucide-react/icons/undo-2'
import { useId, useState, type KeyboardEvent } from 'react'
import type { Message, Part } from '~/domain/concierge/conversation-api'
import { CALLIE_TEXT_MAX } from '~/domain/concierge/conversation-limits'
import { textareaClass } from '~/web/components/form/control-classes'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cn } from '~/web/lib/cn'
import { formatDateTime } from '~/web/lib/dates'
import { toast } from '~/web/lib/use-toast'
import { useStaffConversation, useStaffConversationAction } from '../api/callie-conversation'

const SendHorizontal = lucideIcon(sendHorizontalIcon)
const Undo2 = lucideIcon(undo2Icon)

const AUTHOR: Record<Message['author'], string> = { planner: 'Planner', callie: 'Callie', staff: 'Team', system: '' }

/** What a part showed the planner, in a line (the console shows the thread, not the cards). */
function partLine(part: Part): string | null {
  const names = (cards: { venue: { name: string } }[]) => cards.map((c) => c.venue.name).join(', ')
  if (part.type === 'venues') return `Venues shown: ${names(part.venues)}`
  if (part.type === 'venue-answer')
    return `About ${part.venue.venue.name}: ${part.facts.map((f) => `${f.label}: ${f.value}`).join('; ')}`
  if (part.type === 'comparison') return `Compared: ${names(part.venues)}`
  if (part.type === 'no-match') return `Nothing fit: ${part.reasons.join('; ')}`
  if (part.type === 'question') return `Asked, with choices: ${part.choices.map((c) => c.label).join(', ')}`
  return null
}

export function CallieThreadPanel({ conversationId, requestId }: { conversationId: string; requestId: number }) {
  const query = useStaffConversation(conversationId)
  const { reply, release } = useStaffConversationAction(conversationId, requestId)
  const [draft, setDraft] = useState('')
  const ids = useId()
  if (query.isPending) return <Skeleton className="h-64 w-full" />
  if (query.isError) return <p role="alert">The conversation could not be loaded. Please reload the page.</p>
  const view = query.data
  const send = () => {
    const text = draft.trim()
    if (!text || reply.isPending) return
    reply.mutate(text, {
      onSuccess: () => setDraft(''),
      onError: () => toast({ variant: 'destructive', title: 'Not sent', description: 'Please try again.' }),
    })
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      send()
    }
  }
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="font-display text-xl font-semibold text-ink-900">
          Conversation with Callie
        </h2>
        <Badge variant={view.status === 'with_staff' ? 'sage' : 'secondary'}>
          {view.status === 'with_staff'
            ? 'With the team; Callie is paused'
            : view.status === 'callie'
              ? 'With Callie'
              : 'Closed'}
        </Badge>
      </div>
      {view.chips.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="The brief as Callie read it">
          {view.chips.map((c) => (
            <li key={c.slot} className="rounded-full bg-ivory-200 px-3 py-1 text-sm text-ink-900">
              {c.label}
            </li>
          ))}
        </ul>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        className="max-h-[32rem] overflow-y-auto rounded-xl border border-ivory-300 bg-ivory-50 p-3"
        tabIndex={0}
      >
        <ol className="grid gap-3">
          {view.messages.map((m) => (
            <li key={m.id} className={cn('grid gap-0.5 text-sm', m.author === 'system' && 'text-center text-ink-600')}>
              {m.author !== 'system' && (
                <p className="text-xs text-ink-600">
                  <span className="font-semibold text-ink-900">{m.authorName ?? AUTHOR[m.author]}</span>
                  {m.author === 'staff' && ' (team)'} ·{' '}
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                </p>
              )}
              <p className="break-words whitespace-pre-wrap text-ink-900">{m.text}</p>
              {m.parts.map((p, i) => {
                const line = partLine(p)
                return (
                  line && (
                    <p key={i} className="text-xs text-ink-700">
                      {line}
                    </p>
                  )
                )
              })}
            </li>
          ))}
        </ol>
      </div>
      <form className="grid gap-2" onSubmit={(e) => (e.preventDefault(), send())}>
        <label htmlFor={`${ids}-reply`} className="text-sm font-medium text-ink-800">
          Reply to the planner
        </label>
        <textarea
          id={`${ids}-reply`}
          rows={3}
          maxLength={CALLIE_TEXT_MAX}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          className={textareaClass}
          aria-describedby={`${ids}-hint`}
        />
        <p id={`${ids}-hint`} className="text-xs text-ink-600">
          Enter to send, Shift+Enter for a new line. She sees it at once, and gets an email link back.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!draft.trim() || reply.isPending}>
            <SendHorizontal aria-hidden /> Send reply
          </Button>
          {view.status === 'with_staff' && (
            <Button type="button" variant="outline" disabled={release.isPending} onClick={() => release.mutate()}>
              <Undo2 aria-hidden /> Hand back to Callie
            </Button>
          )}
        </div>
      </form>
    </section>
  )
}
