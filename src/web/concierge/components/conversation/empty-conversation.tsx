// Before the first message: Callie introduces herself. The thread is stored only once the planner
// writes (or fills in the form), so opening the page keeps nothing.
import { lazy, Suspense, useState } from 'react'
import type { BriefPatch, CallieBrief } from '~/domain/concierge/callie-brief'
import { Skeleton } from '~/web/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { Composer } from './composer'
import { MessageBubble } from './message-item'

// Its own chunk, asked for when the pointer or focus reaches its tab (the same import, the same chunk).
const loadBriefForm = () => import('./empty-brief-form')
const EmptyBriefForm = lazy(() => import('./empty-brief-form').then((m) => ({ default: m.EmptyBriefForm })))

export const CALLIE_GREETING =
  "Hi, I'm Callie. Tell me about your event: the city, the date, how many guests, and anything that matters to you. I'll ask only what I need, and show you venues with their all-in prices."

type Props = {
  busy: boolean
  error: string | null
  /** The first message: the thread is created with it, answered in the same call. */
  onStart: (text: string) => void
  /** The form filled before any message: the thread is created, then the brief sent. */
  onStartWithBrief: (patch: BriefPatch) => void
  onLargeGroup: (brief: CallieBrief, notes: string) => void
  pendingText: string | null
}

export function EmptyConversation({ busy, error, onStart, onStartWithBrief, onLargeGroup, pendingText }: Props) {
  const [tab, setTab] = useState('conversation')
  return (
    <Tabs value={tab} onValueChange={setTab} className="grid gap-2">
      <TabsList aria-label="Your brief" className="justify-self-start">
        <TabsTrigger value="conversation">Conversation</TabsTrigger>
        {/* The form's code starts loading when the pointer or focus reaches its tab. */}
        <TabsTrigger value="form" onPointerEnter={loadBriefForm} onFocus={loadBriefForm}>
          Fill it in yourself
        </TabsTrigger>
      </TabsList>
      <TabsContent value="conversation" className="grid gap-5">
        <div className="grid gap-4">
          <MessageBubble who="Callie" text={CALLIE_GREETING} />
          {pendingText && (
            <div className="grid justify-items-end">
              <MessageBubble who="You" mine text={pendingText} />
            </div>
          )}
          {busy && (
            <p className="text-sm text-ink-700" role="status">
              Callie is thinking...
            </p>
          )}
        </div>
        <Composer
          busy={busy}
          error={error}
          placeholder="Dinner for 24 in Chicago next Friday around 7, about $90 a head..."
          onSend={onStart}
        />
      </TabsContent>
      <TabsContent value="form">
        <Suspense fallback={<Skeleton className="h-96 w-full" aria-busy="true" />}>
          <EmptyBriefForm busy={busy} onPatch={onStartWithBrief} onLargeGroup={onLargeGroup} />
        </Suspense>
      </TabsContent>
    </Tabs>
  )
}
