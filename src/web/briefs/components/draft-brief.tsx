// /briefs/:ref for a DRAFT ("let my group vote first"): the brief is saved, not sent. Its
// owner shares the vote (the same panel as a sent brief's), watches the tally, then picks the venues
// and dates that go out and sends it: the vote closes and the page becomes the brief's comparison.
// She may also discard the draft. Nothing here is seen by a venue until she sends it.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as sendIcon from 'lucide-react/icons/send'
import * as trashIcon from 'lucide-react/icons/trash'
import { useId, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import type { BriefComparison, BriefSend } from '~/domain/briefs/briefs-api'
import { checkInput, checkRow, ChoiceFieldset, radioCard, radioInput } from '~/web/components/form/choice-fieldset'
import { FieldError } from '~/web/components/form/field-error'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { failureMessage } from '~/web/lib/form-errors'
import { createIdempotentAttempts } from '~/web/lib/idempotency'
import { toast } from '~/web/lib/use-toast'
import { useDiscardDraft, useSendDraft } from '../api/drafts'
import { useVoteResults } from '../api/group-vote'
import { briefsPaths } from '../briefs-paths'
import { BriefFacts } from './brief-facts'
import { GroupVotePanel } from './group-vote-panel'
import { TallyLine } from './tally-line'
import { VenueThumbnail } from './shortlist-venue-row'

const Send = lucideIcon(sendIcon)
const Trash2 = lucideIcon(trashIcon)

export function DraftBrief({ brief: b }: { brief: BriefComparison }) {
  const ids = useId()
  return (
    <article className="grid gap-8" aria-labelledby={`${ids}-title`}>
      <title>{`Your ${b.occasionLabel.toLowerCase()}: not sent yet · Bountiful`}</title>
      <header className="grid gap-3">
        <p className="text-sm font-medium text-ink-600">
          Draft brief <span className="font-mono">{b.reference}</span>
        </p>
        <h1 id={`${ids}-title`} className="font-display text-4xl font-semibold text-ink-900">
          Your {b.occasionLabel.toLowerCase()}: not sent yet
        </h1>
        <BriefFacts brief={b} />
        <p className="rounded-xl border border-ivory-300 bg-ivory-200 p-4 text-ink-800">
          <strong className="font-semibold">Not sent yet: your group is voting.</strong> No venue has seen this brief.
          When your group has decided, choose below which venues and dates it goes to, and send it.
        </p>
      </header>
      <GroupVotePanel brief={b} token={null} />
      <SendDraft brief={b} />
      <DiscardDraft reference={b.reference} />
    </article>
  )
}

/** The venues' server messages ('venueIds.<i>' of the venues sent), by venue id. */
function venueErrorsOf(error: unknown, sent: readonly number[]): Map<number, string> {
  const errors = new Map<number, string>()
  if (!isApiError(error) || error.status !== 400) return errors
  sent.forEach((id, i) => {
    const message = error.fieldErrors[`venueIds.${i}`]
    if (message) errors.set(id, message)
  })
  return errors
}

function SendDraft({ brief: b }: { brief: BriefComparison }) {
  const ids = useId()
  const send = useSendDraft(b.reference)
  const results = useVoteResults(b.reference, null, true).data
  const [attempts] = useState(createIdempotentAttempts)
  const options = [b.date, ...b.alternativeDates]
  const [venueIds, setVenueIds] = useState<number[]>(() => b.draftVenues.map((v) => v.venueId))
  const [chosenDate, setChosenDate] = useState<string | null>(null)
  const [others, setOthers] = useState<Set<string>>(() => new Set(options))
  const [confirming, setConfirming] = useState(false)
  const [problem, setProblem] = useState<{ venues: Map<number, string>; message: string | null } | null>(null)
  const confirmRef = useRef<HTMLDivElement>(null)
  const date = chosenDate ?? results?.leadingDate ?? b.date
  const alternativeDates = options.filter((d) => d !== date && others.has(d))
  const chosen = b.draftVenues.filter((v) => venueIds.includes(v.venueId))
  const tallyOf = (venueId: number) => results?.venues.find((v) => v.venueId === venueId)?.tally
  const dateTally = (d: string) => results?.dates.find((x) => x.date === d)?.tally

  const toggleVenue = (id: number, on: boolean) =>
    setVenueIds((ids) =>
      on ? b.draftVenues.map((v) => v.venueId).filter((x) => x === id || ids.includes(x)) : ids.filter((x) => x !== id),
    )
  const toggleOther = (d: string, on: boolean) =>
    setOthers((s) => {
      const next = new Set(s)
      if (on) next.add(d)
      else next.delete(d)
      return next
    })

  const onSend = () => {
    const data: BriefSend = { venueIds: chosen.map((v) => v.venueId), date, alternativeDates }
    setProblem(null)
    send.mutate(
      { data, idempotencyKey: attempts.attemptFor(data).key },
      {
        onSuccess: (result) => {
          attempts.settled()
          toast({ variant: 'success', title: 'Brief sent', description: result.message })
          window.scrollTo({ top: 0 })
        },
        onError: (error) => {
          const venues = venueErrorsOf(error, data.venueIds)
          const fields = isApiError(error) ? error.fieldErrors : {}
          const other = Object.entries(fields).find(([k]) => !k.startsWith('venueIds.'))?.[1]
          setProblem({
            venues,
            message: venues.size
              ? 'A venue cannot take this brief: see the note beside it.'
              : (other ?? failureMessage(error, 'Please try again.')),
          })
          setConfirming(false)
        },
      },
    )
  }

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="grid gap-5 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={`${ids}-title`} className="flex items-center gap-2 font-display text-2xl font-semibold text-ink-900">
        <Send className="size-6 text-terracotta-600" aria-hidden /> Send the brief
      </h2>
      <p className="text-ink-700">
        Each venue you keep gets the brief and answers with a quote you can compare side by side. Sending closes the
        vote.
      </p>
      <DraftVenueChoice
        ids={ids}
        venues={b.draftVenues}
        venueIds={venueIds}
        tallyOf={tallyOf}
        problems={problem?.venues}
        toggleVenue={toggleVenue}
      />
      <DraftDateChoice
        ids={ids}
        options={options}
        date={date}
        others={others}
        dateTally={dateTally}
        setChosenDate={setChosenDate}
        toggleOther={toggleOther}
      />
      <p role="alert" className="text-sm font-medium text-destructive empty:hidden">
        {problem?.message}
      </p>
      <ConfirmSend
        ids={ids}
        chosen={chosen}
        date={date}
        alternativeDates={alternativeDates}
        confirming={confirming}
        confirmRef={confirmRef}
        sending={send.isPending}
        onSend={onSend}
        onConfirming={setConfirming}
      />
      {chosen.length === 0 && <p className="text-sm text-ink-700">Keep at least one venue to send the brief.</p>}
    </section>
  )
}

type Tally = NonNullable<ReturnType<typeof useVoteResults>['data']>['venues'][number]['tally']

/** The draft's venues, each with its votes and, after a refused send, the venue's reason. */
function DraftVenueChoice({
  ids,
  venues,
  venueIds,
  tallyOf,
  problems,
  toggleVenue,
}: {
  ids: string
  venues: BriefComparison['draftVenues']
  venueIds: number[]
  tallyOf: (venueId: number) => Tally | undefined
  problems: Map<number, string> | undefined
  toggleVenue: (id: number, on: boolean) => void
}) {
  return (
    <ChoiceFieldset legend="Venues to send it to" errorId={`${ids}-venues-error`}>
      <ul className="grid gap-2">
        {venues.map((v) => {
          const tally = tallyOf(v.venueId)
          const error = problems?.get(v.venueId)
          return (
            <li key={v.venueId} className="grid gap-1">
              <label className={checkRow}>
                <input
                  type="checkbox"
                  className={checkInput}
                  checked={venueIds.includes(v.venueId)}
                  onChange={(e) => toggleVenue(v.venueId, e.target.checked)}
                  aria-describedby={`${ids}-venue-${v.venueId}-error`}
                />
                <VenueThumbnail photoUrl={v.photoUrl} className="size-12" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium text-ink-900">{v.name}</span>
                  <span className="text-sm text-ink-600">{v.location}</span>
                  {tally && <TallyLine tally={tally} />}
                </span>
              </label>
              <div className={error ? 'rounded-xl bg-white px-3 py-1' : undefined}>
                <FieldError id={`${ids}-venue-${v.venueId}-error`} message={error} />
              </div>
            </li>
          )
        })}
      </ul>
    </ChoiceFieldset>
  )
}

/** The brief's date (the vote's leader unless she picks another) and the other dates venues may offer. */
function DraftDateChoice({
  ids,
  options,
  date,
  others,
  dateTally,
  setChosenDate,
  toggleOther,
}: {
  ids: string
  options: string[]
  date: string
  others: Set<string>
  dateTally: (d: string) => Tally | undefined
  setChosenDate: (d: string) => void
  toggleOther: (d: string, on: boolean) => void
}) {
  return (
    <>
      <ChoiceFieldset legend="The date for the brief" errorId={`${ids}-date-error`}>
        <div className="grid gap-2 sm:grid-cols-3">
          {options.map((d) => {
            const tally = dateTally(d)
            return (
              <label key={d} className={radioCard}>
                <input
                  type="radio"
                  name={`${ids}-date`}
                  value={d}
                  className={radioInput}
                  checked={d === date}
                  onChange={() => setChosenDate(d)}
                />
                <span className="grid gap-0.5">
                  <span className="font-medium text-ink-900">{formatDisplayDate(d)}</span>
                  {tally && <TallyLine tally={tally} dates />}
                </span>
              </label>
            )
          })}
        </div>
      </ChoiceFieldset>
      {options.length > 1 && (
        <ChoiceFieldset legend="Other dates the venues may offer (optional)" errorId={`${ids}-others-error`}>
          <div className="grid gap-2 sm:grid-cols-2">
            {options
              .filter((d) => d !== date)
              .map((d) => (
                <label key={d} className={checkRow}>
                  <input
                    type="checkbox"
                    className={checkInput}
                    checked={others.has(d)}
                    onChange={(e) => toggleOther(d, e.target.checked)}
                  />
                  <span className="text-ink-900">{formatDisplayDate(d)}</span>
                </label>
              ))}
          </div>
        </ChoiceFieldset>
      )}
    </>
  )
}

/** "Send the brief to N venues", then the question naming them and the dates, answered here. */
function ConfirmSend({
  ids,
  chosen,
  date,
  alternativeDates,
  confirming,
  confirmRef,
  sending,
  onSend,
  onConfirming,
}: {
  ids: string
  chosen: BriefComparison['draftVenues']
  date: string
  alternativeDates: string[]
  confirming: boolean
  confirmRef: RefObject<HTMLDivElement | null>
  sending: boolean
  onSend: () => void
  onConfirming: (confirming: boolean) => void
}) {
  return confirming ? (
    <div
      ref={confirmRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={`${ids}-confirm`}
      className="grid gap-3 rounded-xl border border-terracotta-600/40 bg-terracotta-50 p-4 outline-none"
    >
      <p id={`${ids}-confirm`} className="text-ink-900">
        Send the brief to {chosen.map((v) => v.name).join(', ')} for {formatDisplayDate(date)}
        {alternativeDates.length > 0 && ` (or ${alternativeDates.map((d) => formatDisplayDate(d)).join(', ')})`}? The
        vote closes and each venue is asked for a quote.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onSend} disabled={sending}>
          {sending ? 'Sending...' : 'Yes, send the brief'}
        </Button>
        <Button variant="outline" onClick={() => onConfirming(false)} disabled={sending}>
          Not yet
        </Button>
      </div>
    </div>
  ) : (
    <Button
      className="justify-self-start"
      disabled={chosen.length === 0}
      onClick={() => {
        onConfirming(true)
        requestAnimationFrame(() => confirmRef.current?.focus())
      }}
    >
      Send the brief to {chosen.length} {chosen.length === 1 ? 'venue' : 'venues'}
    </Button>
  )
}

function DiscardDraft({ reference }: { reference: string }) {
  const discard = useDiscardDraft(reference)
  const navigate = useNavigate()
  const [asking, setAsking] = useState(false)
  const onDiscard = () =>
    discard.mutate(undefined, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Draft discarded', description: 'It and its votes are gone.' })
        void navigate(briefsPaths.dashboard())
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'The draft was not discarded',
          description: failureMessage(error, 'Please try again.'),
        }),
    })
  return asking ? (
    <div role="group" aria-label="Discard this draft" className="flex flex-wrap items-center gap-2">
      <p className="text-ink-800">Discard this draft? Its votes go with it.</p>
      <Button variant="destructive" onClick={onDiscard} disabled={discard.isPending}>
        {discard.isPending ? 'Discarding...' : 'Yes, discard it'}
      </Button>
      <Button variant="outline" onClick={() => setAsking(false)} disabled={discard.isPending}>
        Keep it
      </Button>
    </div>
  ) : (
    <Button variant="ghost" className="justify-self-start" onClick={() => setAsking(true)}>
      <Trash2 aria-hidden /> Discard this draft
    </Button>
  )
}
