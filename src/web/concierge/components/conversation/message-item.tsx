// One message of the thread: the planner's on the right, Callie's on the left, a person from the
// concierge team with her name and a badge, system lines ("Callie is back") centred.
import type { Message } from '~/domain/concierge/conversation-api'
import { Badge } from '~/web/components/ui/badge'
import { cn } from '~/web/lib/cn'
import { MessageParts } from './message-parts'
import type { PartHandlers } from './part-handlers'

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))

export function MessageItem({ message, handlers }: { message: Message; handlers: PartHandlers }) {
  if (message.author === 'system') {
    return (
      <li
        className="flex scroll-mt-24 justify-center"
        data-testid="callie-message"
        data-author="system"
        data-message-id={message.id}
      >
        <p className="rounded-full bg-ivory-200 px-3 py-1 text-center text-xs font-medium text-ink-700">
          {message.text}
        </p>
      </li>
    )
  }
  const mine = message.author === 'planner'
  return (
    <li
      // Brought into view below the sticky site header, not under it.
      className={cn('grid scroll-mt-24 gap-2', mine ? 'justify-items-end' : 'justify-items-start')}
      data-testid="callie-message"
      data-author={message.author}
      data-message-id={message.id}
    >
      <MessageBubble
        who={mine ? 'You' : message.author === 'staff' ? (message.authorName ?? 'Concierge team') : 'Callie'}
        staff={message.author === 'staff'}
        mine={mine}
        createdAt={message.createdAt}
        text={message.text}
      />
      <MessageParts parts={message.parts} handlers={handlers} />
    </li>
  )
}

export function MessageBubble({
  who,
  staff = false,
  mine = false,
  createdAt,
  text,
}: {
  who: string
  staff?: boolean
  mine?: boolean
  createdAt?: string
  text: string
}) {
  if (!text) return null
  return (
    <div
      className={cn(
        'grid max-w-[min(36rem,90%)] gap-1 rounded-2xl px-3.5 py-2.5 text-sm shadow-xs',
        mine
          ? 'rounded-br-md bg-terracotta-600 text-white'
          : 'rounded-bl-md border border-ivory-300 bg-white text-ink-900',
      )}
    >
      <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs', mine ? 'text-white' : 'text-ink-600')}>
        <span className="font-semibold">{who}</span>
        {staff && <Badge variant="sage">Concierge team</Badge>}
        {createdAt && <time dateTime={createdAt}>{time(createdAt)}</time>}
      </p>
      <p className="break-words whitespace-pre-wrap">{text}</p>
    </div>
  )
}
