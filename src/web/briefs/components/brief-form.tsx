// /shortlist/brief: one brief to every venue of the shortlist. The same rules as a booking request
// (every venue must fit the group and the date); a venue that does not is named beside it, with
// why, and can be taken off the brief there.
import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarPlus, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form'
import { z } from 'zod'
import { BRIEF_ALTERNATIVE_DATES_MAX, QUOTE_ITEMS } from '~/domain/briefs/briefs'
import {
  BRIEF_MESSAGES,
  briefInputSchema,
  type BriefCreated,
  type BriefDraftCreated,
  type BriefInput,
} from '~/domain/briefs/briefs-api'
import { MAX_GUESTS, MIN_GUESTS, venueCapacityHint } from '~/domain/guests'
import { DIETARY_OPTIONS, WIZARD_EVENT_TYPES } from '~/domain/options'
import {
  dateUnavailableReason,
  venueGuestRange,
  venueMinimumHint,
  type RequestVenue,
} from '~/domain/requests/venue-rules'
import { BOOKING_PAGE_TIMES, isValidDateString } from '~/domain/time-constants'
import { checkInput, checkRow, ChoiceFieldset, radioCard, radioInput } from '~/web/components/form/choice-fieldset'
import { ContactFields } from '~/web/components/form/contact-fields'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { DatePickerField } from '~/web/components/form/date-picker-field'
import { FieldError } from '~/web/components/form/field-error'
import { FormField } from '~/web/components/form/form-field'
import { GuestCountField } from '~/web/components/form/guest-count-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { useSession } from '~/web/lib/get-user'
import { toast } from '~/web/lib/use-toast'
import { failureMessage } from '~/web/lib/form-errors'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { Link } from 'react-router'
import { useCreateBrief } from '../api/create-brief'
import { useCreateDraftBrief } from '../api/drafts'
import type { BriefCriteria } from '../briefs-paths'
import { SHORTLIST_MAX } from '../lib/shortlist-rules'
import { ShortlistVenueRow, type ShortlistVenue } from './shortlist-venue-row'

/** A venue of the brief, with what the form needs to tell whether it fits. */
export type BriefVenue = ShortlistVenue &
  Pick<RequestVenue, 'minGuests' | 'timezone' | 'minNoticeHours' | 'blackoutDates'>

// The venues come from the shortlist, not from a field: they are added when sending.
const formSchema = briefInputSchema.omit({ venueIds: true })
type FormInput = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>

const FIELDS = [
  'occasion',
  'date',
  'alternativeDates',
  'alternativeDates.0',
  'alternativeDates.1',
  'time',
  'guests',
  'budgetPerPerson',
  'dietary',
  'mustHaves',
  'notes',
  'name',
  'email',
  'phone',
] as const satisfies readonly Path<FormInput>[]
/** The server's messages for the brief's venues ('venueIds.<i>': "<Venue>: <why>"), by venue id. */
function venueErrorsOf(error: unknown, venues: readonly BriefVenue[]): Map<number, string> {
  const errors = new Map<number, string>()
  if (!isApiError(error) || error.status !== 400) return errors
  venues.forEach((v, i) => {
    const message = error.fieldErrors[`venueIds.${i}`]
    if (message) errors.set(v.id, message)
  })
  return errors
}

/** Why this venue cannot take the brief as it stands (null: it can, as far as the browser knows). */
export function venueMisfit(venue: BriefVenue, guests: unknown, date: unknown): string | null {
  const count = Number(guests)
  if (Number.isInteger(count) && count >= MIN_GUESTS && count <= MAX_GUESTS) {
    const { min, max } = venueGuestRange(venue)
    if (count > max) return venueCapacityHint(max)
    if (count < min) return venueMinimumHint(min)
  }
  if (typeof date === 'string' && date) return dateUnavailableReason(venue, date)
  return null
}

/** What a visitor typed, kept in this tab while she signs in to let her group vote first. */
const KEPT_INPUT_KEY = 'bountiful.brief-form'

/** What the form opens with next time in this tab (Callie's "Send a brief to these venues" fills it from her brief). */
export function prefillBriefForm(
  values: Partial<Pick<FormInput, 'occasion' | 'date' | 'time' | 'guests' | 'dietary' | 'notes'>>,
) {
  try {
    sessionStorage.setItem(KEPT_INPUT_KEY, JSON.stringify(values))
  } catch {
    // No storage: the form opens empty.
  }
}
function keptInput(): DefaultValues<FormInput> | null {
  try {
    const raw = sessionStorage.getItem(KEPT_INPUT_KEY)
    sessionStorage.removeItem(KEPT_INPUT_KEY)
    return raw ? (JSON.parse(raw) as DefaultValues<FormInput>) : null
  } catch {
    return null
  }
}

const EMPTY: DefaultValues<FormInput> = {
  date: '',
  alternativeDates: [],
  time: '7:00 PM',
  guests: 10,
  budgetPerPerson: '',
  dietary: [],
  mustHaves: [],
  notes: '',
  name: '',
  email: '',
  phone: '',
}

/** The search's date, time and guests as the form's first values, each only when it is valid. */
function fromCriteria(criteria: BriefCriteria | undefined): DefaultValues<FormInput> {
  const values: DefaultValues<FormInput> = {}
  if (criteria?.date && isValidDateString(criteria.date)) values.date = criteria.date
  if (criteria?.time && (BOOKING_PAGE_TIMES as readonly string[]).includes(criteria.time)) values.time = criteria.time
  const guests = Number(criteria?.guests)
  if (Number.isInteger(guests) && guests >= MIN_GUESTS && guests <= MAX_GUESTS) values.guests = guests
  return values
}

export function BriefForm({
  venues,
  criteria,
  onRemoveVenue,
  onSent,
  onDraftSaved,
  signIn,
}: {
  venues: BriefVenue[]
  /** The search she came from: its date, time and guests fill the form. */
  criteria?: BriefCriteria
  onRemoveVenue: (venue: BriefVenue) => void
  onSent: (result: BriefCreated, email: string) => void
  /** "Let my group vote first": saved as a draft, nothing sent. */
  onDraftSaved: (result: BriefDraftCreated) => void
  /** Where a visitor signs in or signs up, to come back to this form. */
  signIn: { login: string; signup: string }
}) {
  const ids = useId()
  const mutation = useCreateBrief()
  const draft = useCreateDraftBrief()
  const pending = mutation.isPending || draft.isPending
  // Which button sent the form: the brief now, or a draft for the group's vote.
  const intent = useRef<'send' | 'draft'>('send')
  const [askSignIn, setAskSignIn] = useState(false)
  const signInNotice = useRef<HTMLDivElement>(null)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { ...EMPTY, ...fromCriteria(criteria) },
  })
  useEffect(() => {
    const kept = keptInput()
    if (kept) form.reset({ ...EMPTY, ...kept })
  }, [form])
  const { register, control, setValue, getValues, formState } = form
  const e = formState.errors
  const venuesHeading = useRef<HTMLHeadingElement>(null)
  const [guests, date, time, alternativeDates] = useWatch({
    control,
    name: ['guests', 'date', 'time', 'alternativeDates'],
  })
  const alternatives = alternativeDates ?? []
  // What the server said about a venue holds until the event's facts change.
  const [serverMisfits, setServerMisfits] = useState<{ key: string; errors: Map<number, string> } | null>(null)
  const factsKey = JSON.stringify([guests, date, time])
  const venueErrors = serverMisfits?.key === factsKey ? serverMisfits.errors : undefined

  // A signed-in planner's own name and email, unless she typed others.
  const session = useSession()
  const user = session.user
  useEffect(() => {
    if (!user) return
    if (!getValues('name')) setValue('name', [user.firstName, user.lastName].filter(Boolean).join(' '))
    if (!getValues('email')) setValue('email', user.email)
  }, [user, getValues, setValue])

  const misfits = venues.map((v) => venueMisfit(v, guests, date))
  const keepInput = () => {
    try {
      sessionStorage.setItem(KEPT_INPUT_KEY, JSON.stringify(getValues()))
    } catch {
      // Private mode without storage: she types it again.
    }
  }

  const submit = useSubmitForm(form, {
    fields: FIELDS,
    check: () => {
      if (misfits.every((m) => m === null)) return venues.length > 0
      toast({
        variant: 'destructive',
        title: 'A venue cannot take this brief',
        description: 'See the note beside it: change the date or the group size, or take it off the brief.',
      })
      venuesHeading.current?.focus()
      return false
    },
    send: (data, attempt): Promise<BriefCreated | BriefDraftCreated> => {
      const body = {
        data: { ...data, venueIds: venues.map((v) => v.id) } satisfies BriefInput,
        idempotencyKey: attempt.key,
      }
      return intent.current === 'draft' ? draft.mutateAsync(body) : mutation.mutateAsync(body)
    },
    successToast: (result) =>
      'requests' in result
        ? { title: 'Brief sent', description: result.message || BRIEF_MESSAGES.sent }
        : { title: 'Saved for your group to vote', description: result.message },
    onSuccess: (result, data) => ('requests' in result ? onSent(result, data.email) : onDraftSaved(result)),
    onError: (error) => {
      const errors = venueErrorsOf(error, venues)
      setServerMisfits({ key: factsKey, errors })
      if (errors.size) venuesHeading.current?.focus()
    },
    failureToast: (error) =>
      venueErrorsOf(error, venues).size
        ? { title: 'A venue cannot take this brief', description: 'See the note beside it.' }
        : {
            title: intent.current === 'draft' ? 'Your brief was not saved' : 'Your brief was not sent',
            description: failureMessage(error, GENERIC_FAILURE),
          },
    toastWithFieldErrors: false,
  })

  const occasionError = e.occasion?.message
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${ids}-title`} className="grid gap-8">
      <header className="grid gap-2">
        <h1 id={`${ids}-title`} className="font-display text-4xl font-semibold text-ink-900">
          Send one brief
        </h1>
        <p className="text-ink-700">
          Tell us about your event once. Each venue below gets the same brief and answers with a quote you can compare
          side by side, all in.
        </p>
      </header>

      <section aria-labelledby={`${ids}-venues`} className="grid gap-3">
        <h2
          id={`${ids}-venues`}
          ref={venuesHeading}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-ink-900 outline-none"
        >
          To {venues.length} {venues.length === 1 ? 'venue' : 'venues'}
          <span className="text-base font-normal text-ink-600"> (up to {SHORTLIST_MAX})</span>
        </h2>
        <ul className="grid gap-3" aria-label="Venues of the brief">
          {venues.map((venue, i) => {
            const problem = misfits[i] ?? venueErrors?.get(venue.id) ?? null
            const errorId = `${ids}-venue-${venue.id}-error`
            return (
              <li key={venue.id} className="grid gap-1" aria-describedby={errorId}>
                <ShortlistVenueRow venue={venue} headingLevel="h3">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Take off the brief: ${venue.name}`}
                    onClick={() => onRemoveVenue(venue)}
                  >
                    <X aria-hidden /> Take off the brief
                  </Button>
                </ShortlistVenueRow>
                {/* On a card's white, as the kit's other error lines are (the page's own colour fails contrast in dark). */}
                <div className={problem ? 'rounded-xl bg-white px-3 py-2' : undefined}>
                  <FieldError
                    id={errorId}
                    message={
                      problem
                        ? problem.startsWith(venue.name)
                          ? problem
                          : BRIEF_MESSAGES.venueMisfit(venue.name, problem)
                        : undefined
                    }
                  />
                </div>
              </li>
            )
          })}
        </ul>
      </section>

      <Section title="The event" id={`${ids}-event`}>
        <ChoiceFieldset legend="Occasion" errorId={`${ids}-occasion-error`} error={occasionError} markInvalid>
          <div className="grid gap-2 sm:grid-cols-3">
            {WIZARD_EVENT_TYPES.map((t) => (
              <label key={t.value} className={radioCard}>
                <input type="radio" value={t.value} className={radioInput} {...register('occasion')} />
                <span className="font-medium text-ink-900">{t.label}</span>
              </label>
            ))}
          </div>
        </ChoiceFieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <DatePickerField control={control} name="date" label="Date" required />
          <FormField label="Time" error={e.time?.message} required>
            {(p) => (
              <select {...p} className={nativeSelectClass} {...register('time')}>
                {BOOKING_PAGE_TIMES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <fieldset className="grid gap-3" aria-describedby={`${ids}-alternativeDates-error`}>
          <legend className="mb-1 text-sm font-medium text-ink-800">
            Other dates that work for the group (optional, up to {BRIEF_ALTERNATIVE_DATES_MAX})
          </legend>
          {alternatives.map((_, i) => (
            <div key={i} className="flex items-end gap-2">
              <DatePickerField
                control={control}
                name={`alternativeDates.${i}` as 'alternativeDates.0'}
                label={`Other date ${i + 1}`}
                className="flex-1"
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove other date ${i + 1}`}
                onClick={() =>
                  setValue(
                    'alternativeDates',
                    alternatives.filter((_d, j) => j !== i),
                  )
                }
              >
                <X aria-hidden />
              </Button>
            </div>
          ))}
          {alternatives.length < BRIEF_ALTERNATIVE_DATES_MAX && (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setValue('alternativeDates', [...alternatives, ''])}
            >
              <CalendarPlus aria-hidden /> Add another date
            </Button>
          )}
          <FieldError id={`${ids}-alternativeDates-error`} message={e.alternativeDates?.message} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <GuestCountField
            register={register}
            name="guests"
            min={MIN_GUESTS}
            max={MAX_GUESTS}
            label="Number of guests"
            error={e.guests?.message}
            hint={`${MIN_GUESTS} to ${MAX_GUESTS} guests; each venue must seat your group.`}
            required
          />
          <FormField
            label="Budget per person, all in (optional)"
            error={e.budgetPerPerson?.message}
            hint="In dollars, with tax, service and gratuity."
          >
            {(p) => (
              <Input {...p} type="number" inputMode="decimal" min={0} step={1} {...register('budgetPerPerson')} />
            )}
          </FormField>
        </div>
      </Section>

      <Section title="What you need" id={`${ids}-needs`}>
        <CheckboxGroup legend="Dietary needs (optional)" errorId={`${ids}-dietary-error`} error={e.dietary?.message}>
          {DIETARY_OPTIONS.map((d) => (
            <label key={d.value} className={checkRow}>
              <input type="checkbox" value={d.value} className={checkInput} {...register('dietary')} />
              <span className="text-ink-900">{d.label}</span>
            </label>
          ))}
        </CheckboxGroup>
        <CheckboxGroup
          legend="Must-haves: every quote should include (optional)"
          errorId={`${ids}-mustHaves-error`}
          error={e.mustHaves?.message}
        >
          {QUOTE_ITEMS.map((item) => (
            <label key={item.id} className={checkRow}>
              <input type="checkbox" value={item.id} className={checkInput} {...register('mustHaves')} />
              <span className="text-ink-900">{item.label}</span>
            </label>
          ))}
        </CheckboxGroup>
        <FormField label="Notes for the venues (optional)" error={e.notes?.message}>
          {(p) => <textarea {...p} rows={4} className={textareaClass} {...register('notes')} />}
        </FormField>
      </Section>

      <Section title="Your contact details" id={`${ids}-contact`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ContactFields register={register} errors={e} phone="optional" />
        </div>
        <p className="text-sm text-ink-600">
          We email you a private link to compare the quotes as they come in. Each venue sees your brief, never another
          venue's quote.
        </p>
      </Section>

      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="submit"
            size="lg"
            disabled={pending || venues.length === 0}
            onClick={() => (intent.current = 'send')}
          >
            {mutation.isPending
              ? 'Sending...'
              : `Send the brief to ${venues.length} ${venues.length === 1 ? 'venue' : 'venues'}`}
          </Button>
          <Button
            type="submit"
            size="lg"
            variant="outline"
            disabled={pending || venues.length === 0}
            aria-describedby={`${ids}-vote-first`}
            onClick={(event) => {
              intent.current = 'draft'
              // A visitor is asked to sign in first (her input stays), before any check of the form.
              if (user) return
              event.preventDefault()
              setAskSignIn(true)
              requestAnimationFrame(() => signInNotice.current?.focus())
            }}
          >
            {draft.isPending ? 'Saving...' : 'Let my group vote first'}
          </Button>
        </div>
        <p id={`${ids}-vote-first`} className="text-sm text-ink-600">
          Not sure yet? Save the brief without sending it: your group votes on the venues and dates, then you send it to
          the ones you choose. No venue sees it until then.
        </p>
        {askSignIn && !user && (
          <div
            ref={signInNotice}
            tabIndex={-1}
            role="alert"
            className="grid gap-2 rounded-xl border border-ivory-300 bg-white p-4 text-ink-800 outline-none"
          >
            <p>
              <strong className="font-semibold">{BRIEF_MESSAGES.signInForVote}</strong> What you typed here stays while
              you do.
            </p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to={signIn.login} onClick={keepInput}>
                  Sign in
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to={signIn.signup} onClick={keepInput}>
                  Create an account
                </Link>
              </Button>
            </div>
          </div>
        )}
      </div>
    </form>
  )
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid gap-5 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={id} className="font-display text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

function CheckboxGroup({
  legend,
  errorId,
  error,
  children,
}: {
  legend: string
  errorId: string
  error?: string
  children: ReactNode
}) {
  return (
    <ChoiceFieldset legend={legend} errorId={errorId} error={error}>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </ChoiceFieldset>
  )
}
