// The organiser's side of the group vote on the comparison page: share the public link, watch the
// results come in, close the vote.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as checkIcon from 'lucide-react/icons/check'
import * as copyIcon from 'lucide-react/icons/copy'
import * as mailIcon from 'lucide-react/icons/mail'
import * as trophyIcon from 'lucide-react/icons/trophy'
import * as usersIcon from 'lucide-react/icons/users'
import { useId, useState } from 'react'
import type { BriefComparison } from '~/domain/briefs/briefs-api'
import type { VoteResults } from '~/domain/briefs/votes-api'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { Label } from '~/web/components/ui/label'
import { failureMessage } from '~/web/lib/form-errors'
import { formatDateTime, formatDisplayDate } from '~/web/lib/dates'
import { toast } from '~/web/lib/use-toast'
import { useCloseVote, useInviteVoteGuests, useShareBrief, useVoteGuestLists, useVoteResults } from '../api/group-vote'
import { TallyLine } from './tally-line'

const Check = lucideIcon(checkIcon)
const Copy = lucideIcon(copyIcon)
const Mail = lucideIcon(mailIcon)
const Trophy = lucideIcon(trophyIcon)
const Users = lucideIcon(usersIcon)

export function GroupVotePanel({ brief, token }: { brief: BriefComparison; token: string | null }) {
  const ids = useId()
  const share = useShareBrief(brief.reference, token)
  const url = brief.vote?.url ?? share.data?.url ?? null
  const results = useVoteResults(brief.reference, token, url !== null)
  const close = useCloseVote(brief.reference, token)
  const onShare = () =>
    share.mutate(undefined, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'The vote link was not made',
          description: failureMessage(error, 'Please try again.'),
        }),
    })
  const onClose = () =>
    close.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', title: 'Vote closed', description: 'Nobody can vote any more.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'The vote was not closed',
          description: failureMessage(error, 'Please try again.'),
        }),
    })
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={`${ids}-title`} className="flex items-center gap-2 font-display text-2xl font-semibold text-ink-900">
        <Users className="size-6 text-terracotta-600" aria-hidden /> Decide with your group
      </h2>
      {url === null ? (
        <>
          <p className="text-ink-700">
            Share a link with your co-hosts and guests: each person says which venues and dates suit them, once, and
            confirms their vote by email. You see the results here as they come in.
          </p>
          <Button className="justify-self-start" onClick={onShare} disabled={share.isPending}>
            {share.isPending ? 'Making the link...' : 'Share with your group'}
          </Button>
        </>
      ) : (
        <>
          <CopyField id={`${ids}-link`} url={url} />
          {!results.data?.closed && <InviteGuests reference={brief.reference} token={token} />}
          {results.data ? (
            <VoteResultsView results={results.data} />
          ) : results.isError ? (
            <p role="alert" className="text-ink-700">
              The results could not be loaded. They are tried again in a moment.
            </p>
          ) : (
            <p className="text-ink-600" aria-busy="true">
              Loading the results...
            </p>
          )}
          {results.data && !results.data.closed && (
            <Button variant="outline" className="justify-self-start" onClick={onClose} disabled={close.isPending}>
              {close.isPending ? 'Closing...' : 'Close the vote'}
            </Button>
          )}
        </>
      )}
    </section>
  )
}

function CopyField({ id, url }: { id: string; url: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      toast({ title: 'Select the link and copy it', description: url })
    }
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>The group's voting link</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
        <Button variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  )
}

const andList = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/**
 * Who is ahead: ' Leading: Nopa, Jun 15.' for one venue and one date, ' Tied: Nopa and Bar Agricole.'
 * when two or more are equal at the top (no one leads a 1–1 vote), nothing before any vote.
 */
function standingText(r: VoteResults): string {
  const venueName = (id: number) => r.venues.find((v) => v.venueId === id)?.name ?? ''
  const venue =
    r.leadingVenueId !== null
      ? `Leading: ${venueName(r.leadingVenueId)}`
      : r.tiedVenueIds.length
        ? `Tied: ${andList(r.tiedVenueIds.map(venueName))}.`
        : ''
  const date =
    r.leadingDate !== null
      ? r.leadingVenueId !== null
        ? `, ${formatDisplayDate(r.leadingDate)}`
        : ` Leading date: ${formatDisplayDate(r.leadingDate)}`
      : r.tiedDates.length
        ? `${r.leadingVenueId !== null ? '.' : ''} Tied dates: ${andList(r.tiedDates.map(formatDisplayDate))}`
        : ''
  const text = `${venue ? ` ${venue}` : ''}${date}`
  return text && !text.endsWith('.') ? `${text}.` : text
}

function VoteResultsView({ results }: { results: VoteResults }) {
  const ids = useId()
  const venueIsAhead = (id: number) => id === results.leadingVenueId || results.tiedVenueIds.includes(id)
  const dateIsAhead = (date: string) => date === results.leadingDate || results.tiedDates.includes(date)
  const venueWord = results.tiedVenueIds.length ? 'Tied' : 'Leading'
  const dateWord = results.tiedDates.length ? 'Tied' : 'Leading'
  return (
    <div className="grid gap-4">
      <p className="text-ink-800" role="status">
        {results.closed ? 'The vote is closed. ' : ''}
        {results.voterCount} {results.voterCount === 1 ? 'person has' : 'people have'} voted.
        {standingText(results)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <h3 id={`${ids}-venues`} className="font-semibold text-ink-900">
            Venues
          </h3>
          <ul className="grid gap-2" aria-labelledby={`${ids}-venues`}>
            {results.venues.map((v) => (
              <li key={v.venueId} className="rounded-xl border border-ivory-300 px-3 py-2">
                <p className="flex items-center gap-1.5 font-medium text-ink-900">
                  {venueIsAhead(v.venueId) && (
                    <>
                      <Trophy className="size-4 text-terracotta-600" aria-hidden />
                      <span className="sr-only">{venueWord}: </span>
                    </>
                  )}
                  {v.name}
                </p>
                <TallyLine tally={v.tally} />
              </li>
            ))}
          </ul>
        </div>
        <div className="grid content-start gap-2">
          <h3 id={`${ids}-dates`} className="font-semibold text-ink-900">
            Dates
          </h3>
          <ul className="grid gap-2" aria-labelledby={`${ids}-dates`}>
            {results.dates.map((d) => (
              <li key={d.date} className="rounded-xl border border-ivory-300 px-3 py-2">
                <p className="flex items-center gap-1.5 font-medium text-ink-900">
                  {dateIsAhead(d.date) && (
                    <>
                      <Trophy className="size-4 text-terracotta-600" aria-hidden />
                      <span className="sr-only">{dateWord}: </span>
                    </>
                  )}
                  {formatDisplayDate(d.date)} at {d.time}
                </p>
                <TallyLine tally={d.tally} dates />
              </li>
            ))}
          </ul>
        </div>
      </div>
      {results.voters.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-medium text-ink-900">Who voted</summary>
          <ul className="mt-2 grid gap-1 text-sm text-ink-700">
            {results.voters.map((v, i) => (
              <li key={i}>
                {v.name}, {formatDateTime(v.votedAt)}
                {v.via === 'rsvp' ? ' (by their RSVP link)' : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  )
}

/**
 * The vote emailed to the guests of one of the organiser's events, each with their own link (their
 * RSVP token), so their vote counts without confirming an email. Shown when she has such a list.
 */
function InviteGuests({ reference, token }: { reference: string; token: string | null }) {
  const id = useId()
  const lists = useVoteGuestLists(reference, token)
  const invite = useInviteVoteGuests(reference, token)
  const [choice, setChoice] = useState('')
  const [outcome, setOutcome] = useState<string | null>(null)
  const available = lists.data?.lists ?? []
  if (available.length === 0) return null
  const eventId = choice || String(available[0].eventId)
  const onInvite = () =>
    invite.mutate(
      { eventId: Number(eventId) },
      {
        onSuccess: (result) => setOutcome(result.message),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'The vote was not emailed',
            description: failureMessage(error, 'Please try again.'),
          }),
      },
    )
  return (
    <div className="grid gap-2 rounded-xl border border-ivory-300 p-4">
      <Label htmlFor={id}>Email the vote to the guests of one of your events</Label>
      <p className="text-sm text-ink-600" id={`${id}-hint`}>
        Each guest gets their own link: their vote counts at once, without confirming an email. Nobody is emailed twice.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={id}
          aria-describedby={`${id}-hint`}
          className={nativeSelectClass}
          value={eventId}
          onChange={(e) => {
            setChoice(e.target.value)
            setOutcome(null)
          }}
        >
          {available.map((l) => (
            <option key={l.eventId} value={l.eventId}>
              {`${l.name}, ${formatDisplayDate(l.date)}: ${l.guestsWithEmail} ${l.guestsWithEmail === 1 ? 'guest' : 'guests'} with an email${l.invited > 0 ? `, ${l.invited} invited` : ''}`}
            </option>
          ))}
        </select>
        <Button variant="outline" onClick={onInvite} disabled={invite.isPending}>
          <Mail aria-hidden />
          {invite.isPending ? 'Sending...' : 'Email the vote'}
        </Button>
      </div>
      <p role="status" className="text-sm text-ink-800">
        {outcome}
      </p>
    </div>
  )
}
