// The count at the door, made for a phone held at the door: the count big at the top, a scan or a
// typed door code, a walk-in, and the guest list to search and check in by name. The list is asked
// again every few seconds (useDoor) so two phones at the door agree; each write answers with the
// whole door, which the page shows at once.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as searchIcon from 'lucide-react/icons/search'
import * as userPlusIcon from 'lucide-react/icons/user-plus'
import { useId, useRef, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { walkInSchema, type Door, type WalkInInput } from '~/domain/events/door'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { failureMessage } from '~/web/lib/form-errors'
import { formatDisplayDate, formatInstantTime } from '~/web/lib/dates'
import { cn } from '~/web/lib/cn'
import { useAddWalkIn, useCheckIn, useUndoCheckIn, type WalkInBody } from '../api/door-check-ins'
import { doorTally, searchGuests, type DoorGuest } from '../lib/door-list'
import { DoorScanner } from './door-scanner'

const Search = lucideIcon(searchIcon)
const UserPlus = lucideIcon(userPlusIcon)

const panel = 'grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-4'

type Outcome = { ok: boolean; text: string }

export function DoorView({ eventId, door }: { eventId: number; door: Door }) {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-5 px-4 py-6 sm:py-10">
      <title>{`At the door · ${door.eventName} · Bountiful`}</title>
      <header className="grid gap-1">
        <p className="text-sm font-medium tracking-wide text-terracotta-700 uppercase">At the door</p>
        <h1 className="font-display text-2xl font-semibold break-words text-ink-900 sm:text-3xl">{door.eventName}</h1>
        <p className="text-ink-700">
          {[door.venueName, formatDisplayDate(door.date), door.time].filter(Boolean).join(' · ')}
        </p>
      </header>
      <DoorCount door={door} />
      <CheckInByCode eventId={eventId} />
      <WalkInForm eventId={eventId} />
      <GuestList eventId={eventId} guests={door.guests} />
    </div>
  )
}

function DoorCount({ door }: { door: Door }) {
  const tally = doorTally(door.guests)
  const extra = [
    tally.walkIns ? `plus ${tally.walkIns} walk-in${tally.walkIns === 1 ? '' : 's'}` : null,
    `${door.count} in all`,
    door.guaranteeGuests !== null ? `${door.guaranteeGuests} agreed` : null,
  ].filter(Boolean)
  return (
    <section aria-label="The count" className={cn(panel, 'justify-items-center gap-1 text-center')}>
      <p role="status" className="font-display text-4xl font-semibold text-ink-900" data-testid="door-count">
        {tally.checkedIn} of {tally.expected} checked in
      </p>
      <p className="text-ink-700" data-testid="door-count-extra">
        {extra.join(' · ')}
      </p>
      <p className="text-sm text-ink-600">
        {tally.lastAt ? `Last check-in ${formatInstantTime(tally.lastAt)}` : 'Nobody is checked in yet.'}
      </p>
    </section>
  )
}

/** A door code typed, or read by the camera: the same request, its outcome said under the field. */
function CheckInByCode({ eventId }: { eventId: number }) {
  const checkIn = useCheckIn(eventId)
  const [code, setCode] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const outcomeId = useId()

  const send = async (value: string) => {
    setOutcome(null)
    try {
      const { outcome: done } = await checkIn.mutateAsync({ code: value })
      setCode('')
      setOutcome({ ok: !done.alreadyCheckedIn, text: done.message })
    } catch (e) {
      setOutcome({ ok: false, text: failureMessage(e, 'The check-in did not go through. Please try again.') })
      field.current?.focus()
    }
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!code.trim()) {
      setOutcome({ ok: false, text: 'Type the guest’s door code, 8 letters and digits.' })
      field.current?.focus()
      return
    }
    void send(code)
  }

  return (
    <section aria-label="Check in by door code" className={panel}>
      <DoorScanner onCode={(text) => void send(text)} onTypeInstead={() => field.current?.focus()} />
      <form noValidate onSubmit={submit} className="grid gap-1.5" aria-label="Door code">
        <label htmlFor={`${outcomeId}-code`} className="text-sm font-medium text-ink-900">
          Door code
        </label>
        <div className="flex gap-2">
          <Input
            ref={field}
            id={`${outcomeId}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={outcome ? !outcome.ok : false}
            aria-describedby={outcomeId}
            className="font-mono tracking-widest uppercase"
          />
          <Button type="submit" disabled={checkIn.isPending}>
            Check in
          </Button>
        </div>
        <p
          id={outcomeId}
          aria-live="polite"
          className={cn(
            'text-sm font-medium',
            outcome?.ok ? 'text-sage-700' : 'text-destructive',
            !outcome && 'sr-only',
          )}
        >
          {outcome?.text}
        </p>
      </form>
    </section>
  )
}

function WalkInForm({ eventId }: { eventId: number }) {
  const addWalkIn = useAddWalkIn(eventId)
  const [done, setDone] = useState<Outcome | null>(null)
  const form = useForm<WalkInBody, unknown, WalkInInput>({
    resolver: zodResolver(walkInSchema),
    defaultValues: { name: '', affiliation: '' },
  })
  const { register, formState, reset, setFocus } = form
  const submit = form.handleSubmit(async (body) => {
    setDone(null)
    try {
      await addWalkIn.mutateAsync(body)
      setDone({ ok: true, text: `${body.name} is added and checked in.` })
      reset(undefined, { keepFieldsRef: true })
      setFocus('name')
    } catch (e) {
      setDone({ ok: false, text: failureMessage(e, 'The walk-in was not added. Please try again.') })
    }
  })
  return (
    <details className={cn(panel, 'gap-0')}>
      <summary className="flex cursor-pointer items-center gap-2 font-medium text-ink-900">
        <UserPlus className="size-4 text-terracotta-600" aria-hidden /> Add a walk-in
      </summary>
      <form noValidate onSubmit={submit} className="mt-3 grid gap-3" aria-label="Add a walk-in">
        <FormField label="Name" error={formState.errors.name?.message} required>
          {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
        </FormField>
        <FormField label="Affiliation (optional)" error={formState.errors.affiliation?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register('affiliation')} />}
        </FormField>
        <Button type="submit" disabled={addWalkIn.isPending}>
          Add and check in
        </Button>
        <p
          aria-live="polite"
          className={cn('text-sm font-medium', done?.ok ? 'text-sage-700' : 'text-destructive', !done && 'sr-only')}
        >
          {done?.text}
        </p>
      </form>
    </details>
  )
}

function GuestList({ eventId, guests }: { eventId: number; guests: DoorGuest[] }) {
  const [query, setQuery] = useState('')
  const shown = searchGuests(guests, query)
  const searchId = useId()
  return (
    <section aria-labelledby={`${searchId}-heading`} className="grid gap-3">
      <h2 id={`${searchId}-heading`} className="font-display text-xl font-semibold text-ink-900">
        Guests ({guests.length})
      </h2>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          Find a guest by name
        </label>
        <Search className="pointer-events-none absolute top-3.5 left-3.5 size-4 text-ink-500" aria-hidden />
        <Input
          id={searchId}
          type="search"
          placeholder="Find a guest by name"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          className="pl-10"
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-ink-700">
          {guests.length ? `No guest matches “${query.trim()}”.` : 'The guest list is empty.'}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Guests at the door">
          {shown.map((g) => (
            <GuestRow key={g.id} eventId={eventId} guest={g} />
          ))}
        </ul>
      )}
    </section>
  )
}

const RSVP_WORDS: Record<string, string> = { yes: 'Said yes', maybe: 'Said maybe', no: 'Said no' }

function GuestRow({ eventId, guest }: { eventId: number; guest: DoorGuest }) {
  const checkIn = useCheckIn(eventId)
  const undo = useUndoCheckIn(eventId)
  const errorId = useId()
  const failed = checkIn.error ?? undo.error
  const busy = checkIn.isPending || undo.isPending
  const note = guest.checkedIn
    ? `Checked in ${formatInstantTime(guest.checkedIn.at)}${guest.checkedIn.by ? ` by ${guest.checkedIn.by}` : ''}`
    : guest.walkIn
      ? 'Walk-in'
      : (RSVP_WORDS[guest.rsvp ?? ''] ?? 'No answer yet')
  const act = () => {
    checkIn.reset()
    undo.reset()
    if (guest.checkedIn) undo.mutate(guest.id)
    else checkIn.mutate({ guestId: guest.id })
  }
  return (
    <li
      className={cn(
        'grid gap-1 rounded-xl border px-4 py-3',
        guest.checkedIn ? 'border-sage-600/40 bg-sage-100' : 'border-ivory-300 bg-white',
      )}
    >
      <div className="flex min-h-12 items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-ink-900">{guest.name}</p>
          {guest.affiliation && <p className="text-sm break-words text-ink-700">{guest.affiliation}</p>}
          <p className={cn('text-sm', guest.checkedIn ? 'font-medium text-sage-700' : 'text-ink-600')}>{note}</p>
        </div>
        <Button
          size="lg"
          variant={guest.checkedIn ? 'outline' : 'default'}
          className="px-5"
          disabled={busy}
          onClick={act}
          aria-describedby={failed ? errorId : undefined}
        >
          {guest.checkedIn ? 'Undo' : 'Check in'}
          <span className="sr-only"> {guest.name}</span>
        </Button>
      </div>
      {failed && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {failureMessage(failed, 'That did not go through. Please try again.')}
        </p>
      )}
    </li>
  )
}
