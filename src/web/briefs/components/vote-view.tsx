// /votes/:token (public): the organiser's group says, per venue, approve or prefer, and per date,
// approve, prefer or "can't make this date"; name and email, then a link in the email counts the
// vote (or at once with the guest's RSVP link, ?rsvp=…). The tallies so far are shown and kept
// current while the page is open; the emailed link comes back here with ?confirm=….
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as mailCheckIcon from 'lucide-react/icons/mail-check'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch, type DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import type { DateVoteChoice, VenueVoteChoice } from '~/domain/briefs/briefs'
import { voteInputSchema, type PublicVote, type VoteAccepted, type VoteInput } from '~/domain/briefs/votes-api'
import { formatCents } from '~/domain/pricing/estimate'
import { ChoiceFieldset } from '~/web/components/form/choice-fieldset'
import { EmailField, NameField } from '~/web/components/form/contact-fields'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { isApiError } from '~/web/lib/api'
import { cn } from '~/web/lib/cn'
import { formatDisplayDate } from '~/web/lib/dates'
import { failureMessage } from '~/web/lib/form-errors'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCastVote, useConfirmVote, usePublicVote } from '../api/public-vote'
import { TallyLine } from './tally-line'
import { VenueThumbnail } from './shortlist-venue-row'

const CheckCircle2 = lucideIcon(circleCheckIcon)
const MailCheck = lucideIcon(mailCheckIcon)

type FormOutput = z.output<typeof voteInputSchema>

const VENUE_CHOICES: { value: VenueVoteChoice; label: string }[] = [
  { value: 'prefer', label: 'Prefer' },
  { value: 'approve', label: 'Approve' },
]
const DATE_CHOICES: { value: DateVoteChoice; label: string }[] = [
  { value: 'prefer', label: 'Prefer' },
  { value: 'approve', label: 'Approve' },
  { value: 'cant_make', label: "Can't make this date" },
]

export function VoteView({
  token,
  rsvpToken,
  confirmation,
}: {
  token: string
  rsvpToken: string | null
  confirmation: string | null
}) {
  const vote = usePublicVote(token)
  if (vote.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the vote…
        </span>
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-80 w-full" />
      </div>
    )
  }
  if (vote.isError) {
    const notFound = isApiError(vote.error) && (vote.error.status === 404 || vote.error.status === 400)
    return (
      <div className="grid gap-3 text-center">
        <title>Group vote · Bountiful</title>
        <h1 className="font-display text-3xl font-semibold text-ink-900">
          {notFound ? 'Vote not found' : 'The vote could not be loaded'}
        </h1>
        <p className="text-ink-600">
          {notFound ? 'Please ask the organiser for the latest link.' : 'Please try again in a moment.'}
        </p>
      </div>
    )
  }
  return <VoteContent token={token} vote={vote.data} rsvpToken={rsvpToken} confirmation={confirmation} />
}

function VoteContent({
  token,
  vote: v,
  rsvpToken,
  confirmation,
}: {
  token: string
  vote: PublicVote
  rsvpToken: string | null
  confirmation: string | null
}) {
  const ids = useId()
  const [answer, setAnswer] = useState<VoteAccepted | null>(null)
  // What she sent last: "Change my vote" opens the form on it, not on an empty ballot.
  const [sent, setSent] = useState<VoteInput | null>(null)
  return (
    <article className="grid gap-8" aria-labelledby={`${ids}-title`}>
      <title>{`Vote on the ${v.occasionLabel.toLowerCase()} · Bountiful`}</title>
      <header className="grid gap-2">
        <h1 id={`${ids}-title`} className="font-display text-4xl font-semibold text-ink-900">
          Help choose where the {v.occasionLabel.toLowerCase()} happens
        </h1>
        <p className="text-ink-700">
          {v.organiserFirstName} is planning for {v.guests} guests and would like the group's view on these venues and
          dates. {v.voterCount} {v.voterCount === 1 ? 'person has' : 'people have'} voted so far.
        </p>
        {v.venuesNotAsked && (
          <p className="text-ink-700">
            The venues have not been asked yet: once the group has decided, {v.organiserFirstName} sends the brief to
            the chosen venues and they quote.
          </p>
        )}
      </header>
      {confirmation && <ConfirmVote token={token} confirmation={confirmation} />}
      {v.closed && (
        <p role="status" className="rounded-xl border border-ink-200 bg-ivory-200 p-4 text-ink-800">
          <strong className="font-semibold">The organiser has closed this vote.</strong> These are the final results.
        </p>
      )}
      {answer ? (
        <VoteAnswer answer={answer} onAgain={() => setAnswer(null)} />
      ) : v.closed ? (
        <Results vote={v} />
      ) : (
        <VoteForm
          token={token}
          vote={v}
          rsvpToken={rsvpToken}
          previous={sent}
          onAnswer={(a, input) => {
            setSent(input)
            setAnswer(a)
          }}
        />
      )}
    </article>
  )
}

function ConfirmVote({ token, confirmation }: { token: string; confirmation: string }) {
  const confirm = useConfirmVote(token)
  const sent = useRef(false)
  useEffect(() => {
    // Once per page load (StrictMode runs effects twice in development).
    if (sent.current) return
    sent.current = true
    confirm.mutate(confirmation)
  }, [confirm, confirmation])
  if (confirm.isPending || confirm.isIdle) {
    return (
      <p role="status" className="text-ink-700">
        Confirming your vote...
      </p>
    )
  }
  if (confirm.isError) {
    return (
      <p role="alert" className="rounded-xl border border-destructive/40 bg-white p-4 text-ink-800">
        {failureMessage(confirm.error, 'Your vote could not be confirmed. Please try again.')}
      </p>
    )
  }
  return <SuccessNotice>{confirm.data.message}</SuccessNotice>
}

function VoteAnswer({ answer, onAgain }: { answer: VoteAccepted; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const emailed = answer.status === 'confirmation_sent'
  return (
    <section className="grid justify-items-start gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft">
      {emailed ? (
        <MailCheck className="size-9 text-terracotta-600" aria-hidden />
      ) : (
        <CheckCircle2 className="size-9 text-sage-600" aria-hidden />
      )}
      <h2 ref={heading} tabIndex={-1} className="font-display text-2xl font-semibold text-ink-900 outline-none">
        {emailed ? 'Check your email to confirm your vote' : 'Your vote is counted'}
      </h2>
      <p className="text-ink-700">{answer.message}</p>
      <Button variant="outline" onClick={onAgain}>
        Change my vote
      </Button>
    </section>
  )
}

function VoteForm({
  token,
  vote: v,
  rsvpToken,
  previous,
  onAnswer,
}: {
  token: string
  vote: PublicVote
  rsvpToken: string | null
  previous: VoteInput | null
  onAnswer: (answer: VoteAccepted, sent: VoteInput) => void
}) {
  const ids = useId()
  const cast = useCastVote(token)
  const defaults: DefaultValues<VoteInput> = previous ?? {
    name: '',
    ...(rsvpToken ? { rsvpToken } : { email: '' }),
    venues: [],
    dates: [],
  }
  const form = useForm<VoteInput, unknown, FormOutput>({
    resolver: zodResolver(voteInputSchema),
    defaultValues: defaults,
  })
  const { register, control, setValue, formState } = form
  const e = formState.errors
  const [venues = [], dates = []] = useWatch({ control, name: ['venues', 'dates'] })

  const submit = useSubmitForm(form, {
    fields: ['name', 'email', 'venues', 'dates'],
    send: (data, attempt) => cast.mutateAsync({ data, idempotencyKey: attempt.key }),
    onSuccess: (answer) => onAnswer(answer, form.getValues()),
    failureToast: (error) => ({ title: 'Your vote was not sent', description: failureMessage(error, GENERIC_FAILURE) }),
    toastWithFieldErrors: false,
  })

  const setVenue = (venueId: number, choice: VenueVoteChoice | '') =>
    setValue('venues', [...venues.filter((x) => x.venueId !== venueId), ...(choice ? [{ venueId, choice }] : [])], {
      shouldValidate: formState.isSubmitted,
    })
  const setDate = (date: string, choice: DateVoteChoice | '') =>
    setValue('dates', [...dates.filter((x) => x.date !== date), ...(choice ? [{ date, choice }] : [])], {
      shouldValidate: formState.isSubmitted,
    })

  return (
    <form noValidate onSubmit={submit} aria-label="Your vote" className="grid gap-8">
      <section aria-labelledby={`${ids}-venues`} className="grid gap-4">
        <h2 id={`${ids}-venues`} className="font-display text-2xl font-semibold text-ink-900">
          The venues
        </h2>
        <ul className="grid gap-4">
          {v.venues.map((venue) => (
            <li key={venue.venueId} className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-4">
              <div className="flex flex-wrap items-center gap-4">
                <VenueThumbnail photoUrl={venue.photoUrl} />
                <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
                  <h3 className="font-semibold text-ink-900">{venue.name}</h3>
                  <p className="text-sm text-ink-600">
                    {venue.location}
                    {venue.perGuestCents !== null && ` · quoted ${formatCents(venue.perGuestCents)} per guest`}
                  </p>
                  <TallyLine tally={venue.tally} />
                </div>
              </div>
              <ChoiceRadios
                legend={`Your vote on ${venue.name}`}
                name={`venue-${venue.venueId}`}
                choices={VENUE_CHOICES}
                value={venues.find((x) => x.venueId === venue.venueId)?.choice ?? ''}
                onChange={(c) => setVenue(venue.venueId, c)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${ids}-dates`} className="grid gap-4">
        <h2 id={`${ids}-dates`} className="font-display text-2xl font-semibold text-ink-900">
          The dates
        </h2>
        <ul className="grid gap-4">
          {v.dates.map((d) => (
            <li key={d.date} className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-4">
              <div className="grid gap-0.5">
                <h3 className="font-semibold text-ink-900">
                  {formatDisplayDate(d.date)} at {d.time}
                </h3>
                <TallyLine tally={d.tally} dates />
              </div>
              <ChoiceRadios
                legend={`Your vote on ${formatDisplayDate(d.date)}`}
                name={`date-${d.date}`}
                choices={DATE_CHOICES}
                value={dates.find((x) => x.date === d.date)?.choice ?? ''}
                onChange={(c) => setDate(d.date, c)}
              />
            </li>
          ))}
        </ul>
        <p className="text-sm font-medium text-destructive" aria-live="polite">
          {e.venues?.message ??
            e.dates?.message ??
            (e.venues as { root?: { message?: string } } | undefined)?.root?.message}
        </p>
      </section>

      <section
        aria-labelledby={`${ids}-you`}
        className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-5"
      >
        <h2 id={`${ids}-you`} className="font-display text-2xl font-semibold text-ink-900">
          Who you are
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField register={register} name="name" label="Your name" error={e.name?.message} required />
          {!rsvpToken && (
            <EmailField
              register={register}
              name="email"
              label="Your email"
              error={e.email?.message}
              hint="We email you a link: your vote counts once you follow it. One vote per person."
              required
            />
          )}
        </div>
        {rsvpToken && (
          <p className="text-sm text-ink-600">You came from your RSVP link, so your vote counts at once.</p>
        )}
      </section>

      <Button type="submit" size="lg" className="justify-self-start" disabled={cast.isPending}>
        {cast.isPending ? 'Sending...' : 'Send my vote'}
      </Button>
    </form>
  )
}

function ChoiceRadios<C extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string
  name: string
  choices: { value: C; label: string }[]
  value: C | ''
  onChange: (choice: C | '') => void
}) {
  const ids = useId()
  const all: { value: C | ''; label: string }[] = [...choices, { value: '', label: 'No vote' }]
  return (
    <ChoiceFieldset legend={legend} errorId={`${ids}-error`}>
      <div className="flex flex-wrap gap-2">
        {all.map((c) => (
          <label
            key={c.value || 'none'}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-full border border-ink-200 bg-white px-3.5 py-2 text-sm hover:border-terracotta-400 has-[:checked]:border-terracotta-600 has-[:checked]:bg-terracotta-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600',
            )}
          >
            <input
              type="radio"
              name={`${ids}-${name}`}
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="size-4 accent-terracotta-600 focus-visible:outline-none"
            />
            {c.label}
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  )
}

function Results({ vote: v }: { vote: PublicVote }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ul className="grid content-start gap-2" aria-label="Venues">
        {v.venues.map((venue) => (
          <li key={venue.venueId} className="rounded-xl border border-ivory-300 bg-white px-3 py-2">
            <p className="font-medium text-ink-900">{venue.name}</p>
            <TallyLine tally={venue.tally} />
          </li>
        ))}
      </ul>
      <ul className="grid content-start gap-2" aria-label="Dates">
        {v.dates.map((d) => (
          <li key={d.date} className="rounded-xl border border-ivory-300 bg-white px-3 py-2">
            <p className="font-medium text-ink-900">
              {formatDisplayDate(d.date)} at {d.time}
            </p>
            <TallyLine tally={d.tally} dates />
          </li>
        ))}
      </ul>
    </div>
  )
}
