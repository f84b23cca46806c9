// One conversation with Callie: the thread, the brief as chips, the composer, and the same brief
// as a form ("Fill it in yourself"). A person from the concierge team may be on it (live).
import { useEffect, useMemo, useRef, useState } from 'react'
import type { BriefPatch, BriefSlot } from '~/domain/concierge/callie-brief'
import type { ConversationView as View, VenueCard } from '~/domain/concierge/conversation-api'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { isApiError } from '~/web/lib/api'
import { useTurn } from '../../api/send-turn'
import { FIELD_OF_SLOT } from '../../lib/brief-form-values'
import { useConversationLive } from '../../lib/use-conversation-live'
import { BriefChips } from './brief-chips'
import { Composer } from './composer'
import type { ConversationActions } from './conversation-actions'
import { FillItIn } from './fill-it-in'
import { HandoverDialog } from './handover-dialog'
import { MessageList } from './message-list'
import type { CallieAction, PartHandlers } from './part-handlers'
import { StaffBanner } from './staff-banner'

type Props = {
  view: View
  accessKey: string | null
  actions: ConversationActions
  /** The form filled before the thread existed: sent as its first turn. */
  initialPatch?: BriefPatch
  onInitialSent?: () => void
  /** Opened from the first message just sent: the keyboard goes on in this thread's box. */
  composing?: boolean
}

const errorText = (e: unknown) =>
  isApiError(e) && e.status === 400
    ? (e.fieldErrors.text ?? e.serverMessage ?? 'Callie could not read that message.')
    : e
      ? 'Callie could not answer just now. Please try again.'
      : null

export function ConversationView({ view, accessKey, actions, initialPatch, onInitialSent, composing }: Props) {
  const composer = useRef<HTMLTextAreaElement>(null)
  const turn = useTurn(view.id, accessKey)
  const busy = turn.pending !== null
  const [tab, setTab] = useState<'conversation' | 'form'>('conversation')
  const [focus, setFocus] = useState<{ slot: BriefSlot; n: number } | null>(null)
  const [handover, setHandover] = useState(false)
  useConversationLive(view.id, accessKey, view.status === 'with_staff')

  const sentInitial = useRef(false)
  useEffect(() => {
    if (!initialPatch || sentInitial.current) return
    sentInitial.current = true
    turn.send({ brief: initialPatch })
    onInitialSent?.()
  })

  // Once she has answered, the keyboard is back where the planner writes: after a turn here, and when
  // the thread opens with her answer to the first message (written in the greeting's box, now gone).
  const focusedOnOpen = useRef(false)
  useEffect(() => {
    if (!composing || focusedOnOpen.current) return
    focusedOnOpen.current = true
    composer.current?.focus({ preventScroll: true })
  })
  const wasBusy = useRef(false)
  useEffect(() => {
    if (wasBusy.current && !busy) composer.current?.focus({ preventScroll: true })
    wasBusy.current = busy
  }, [busy])

  const venueById = useMemo(() => {
    const map = new Map<number, VenueCard>()
    for (const m of view.messages)
      for (const p of m.parts) {
        const cards =
          p.type === 'venues' || p.type === 'comparison'
            ? p.venues
            : p.type === 'venue-answer'
              ? [p.venue]
              : p.type === 'no-match'
                ? p.alternatives.map((a) => a.venue)
                : []
        for (const c of cards) map.set(c.venue.id, c)
      }
    return map
  }, [view.messages])

  const sendPatch = (brief: BriefPatch) => {
    setTab('conversation')
    turn.send({ brief })
  }
  const onAction = (action: CallieAction, cards: VenueCard[]) => {
    const venues = cards.map((c) => c.venue)
    if (action.kind === 'handover') setHandover(true)
    else if (action.kind === 'shortlist') actions.shortlist(venues)
    else if (action.kind === 'brief') actions.brief(venues, view.brief)
    else if (action.kind === 'request' && venues[0]) actions.request(venues[0], view.brief)
    else actions.consultation(view.brief, 'Planning with Callie')
  }
  const handlers: PartHandlers = {
    busy,
    sendText: (text) => turn.send({ text }),
    sendPatch,
    onAction,
    venueAction: actions.venueAction,
    venueById,
  }

  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as typeof tab)} className="grid gap-2">
      <TabsList aria-label="Your brief" className="justify-self-start">
        <TabsTrigger value="conversation">Conversation</TabsTrigger>
        <TabsTrigger value="form">Fill it in yourself</TabsTrigger>
      </TabsList>
      <TabsContent value="conversation" className="grid gap-5">
        {view.status === 'with_staff' && <StaffBanner />}
        <MessageList
          messages={view.messages}
          handlers={handlers}
          pendingText={turn.pending?.text ?? null}
          streamed={turn.streamed}
          thinking={busy && view.status !== 'with_staff'}
          justStarted={composing}
        />
        <div className="sticky bottom-0 z-10 -mx-4 grid gap-3 border-t border-ivory-300 bg-ivory-50/95 px-4 pt-3 pb-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-4">
          <BriefChips
            chips={view.chips}
            busy={busy}
            onPatch={sendPatch}
            editable={(slot) => Boolean(FIELD_OF_SLOT[slot])}
            onEdit={(slot) => {
              setTab('form')
              setFocus((f) => ({ slot, n: (f?.n ?? 0) + 1 }))
            }}
          />
          <Composer
            ref={composer}
            busy={busy}
            error={errorText(turn.error)}
            placeholder={
              view.status === 'with_staff' ? 'Write to our concierge team...' : 'Tell Callie about your event...'
            }
            onSend={(text) => turn.send({ text })}
            onStop={turn.stop}
          />
        </div>
      </TabsContent>
      <TabsContent value="form" forceMount className="data-[state=inactive]:hidden">
        <FillItIn
          brief={view.brief}
          busy={busy}
          focus={focus}
          onPatch={sendPatch}
          onLargeGroup={(notes) => actions.consultation(view.brief, notes)}
        />
      </TabsContent>
      <HandoverDialog id={view.id} accessKey={accessKey} open={handover} onOpenChange={setHandover} />
    </Tabs>
  )
}
