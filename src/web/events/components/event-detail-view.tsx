// /dashboard/events/:id: header, actions and the three tabs.
import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import type { ChatMessage } from '~/domain/events/chat'
import type { EventDetail } from '~/domain/events/event'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { useTasks } from '../api/get-tasks'
import { useChatSocket } from '../lib/use-chat-socket'
import { CoHostsPanel } from './co-hosts-panel'
import { EventActions } from './event-actions'
import { EventFacts } from './event-facts'
import { EventPrintSummary } from './event-print-summary'
import { EventStatusBadge } from './event-status-badge'
import { GuestsPanel } from './guests-panel'
import { ReviewPanel } from './review-panel'
import { TaskAssignmentOverview } from './task-assignment-overview'
import { TasksPanel } from './tasks-panel'
import { TeamChat } from './team-chat'

const TABS = [
  { value: 'details', label: 'Details' },
  { value: 'team', label: 'Team Collaboration' },
  { value: 'guests', label: 'Guest Management' },
] as const
type TabValue = (typeof TABS)[number]['value']

/** `headerExtra`: another feature's line under the event's facts (its payments, composed in src/web/app). */
export function EventDetailView({
  event,
  myId,
  headerExtra,
}: {
  event: EventDetail
  myId: number
  headerExtra?: ReactNode
}) {
  const [params, setParams] = useSearchParams()
  const tab: TabValue = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as TabValue) : 'details'
  const tasks = useTasks(event.id)
  // One live channel for the page: chat messages, and what other members change (cancel, RSVPs…).
  const [lastMessage, setLastMessage] = useState<ChatMessage | null>(null)
  const connection = useChatSocket(event.id, setLastMessage)
  const setTab = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p)
        if (value === 'details') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true },
    )

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <title>{`${event.name} · Bountiful`}</title>
      <EventPrintSummary event={event} tasks={tasks.data} myId={myId} />
      <EventActions event={event} />
      <header className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-3xl font-semibold break-words text-ink-900 sm:text-4xl">{event.name}</h1>
          <EventStatusBadge status={event.status} className="text-sm" />
          {event.role === 'cohost' && <span className="text-sm font-medium text-terracotta-700">You're a co-host</span>}
        </div>
        {event.status === 'cancelled' && (
          <p className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-950">
            This event has been cancelled.
          </p>
        )}
        <EventFacts
          event={event}
          iconTone="accent"
          className="grid gap-x-6 gap-y-2 text-sm text-ink-800 sm:grid-cols-2 lg:grid-cols-3"
        />
        {headerExtra}
      </header>
      <Tabs value={tab} onValueChange={setTab} className="print:hidden">
        <TabsList
          aria-label="Event sections"
          className="flex h-auto max-w-full flex-wrap justify-start rounded-3xl sm:inline-flex sm:rounded-full"
        >
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="details">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <ReviewPanel event={event} />
            <TasksPanel eventId={event.id} members={event.members} myId={myId} readOnly={false} />
            <CoHostsPanel event={event} myId={myId} />
          </div>
        </TabsContent>
        <TabsContent value="team">
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <TeamChat eventId={event.id} myId={myId} connection={connection} lastMessage={lastMessage} />
            <div className="grid content-start gap-6">
              <CoHostsPanel event={event} myId={myId} />
              <TaskAssignmentOverview eventId={event.id} members={event.members} myId={myId} />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="guests">
          <GuestsPanel event={event} />
        </TabsContent>
      </Tabs>
    </div>
  )
}
