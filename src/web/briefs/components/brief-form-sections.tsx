// The parts of the brief's form, which ./brief-form.tsx holds together (its state, checks and
// sending): the venues it goes to, the event, what the group needs, and the two ways to send it.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as xIcon from 'lucide-react/icons/x'
import type { MouseEvent, ReactNode, RefObject } from 'react'
import { Link } from 'react-router'
import { BRIEF_ALTERNATIVE_DATES_MAX } from '~/domain/briefs/briefs'
import { QUOTE_ITEMS } from '~/domain/proposals/quote-items'
import { BRIEF_MESSAGES } from '~/domain/briefs/briefs-api'
import { MAX_GUESTS, MIN_GUESTS } from '~/domain/guests'
import { DIETARY_OPTIONS, WIZARD_EVENT_TYPES } from '~/domain/options'
import { BOOKING_PAGE_TIMES } from '~/domain/time-constants'
import { checkInput, checkRow, ChoiceFieldset, radioCard, radioInput } from '~/web/components/form/choice-fieldset'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { DatePickerField } from '~/web/components/form/date-picker-field'
import { FieldError } from '~/web/components/form/field-error'
import { FormField } from '~/web/components/form/form-field'
import { OtherDatesFieldset } from '~/web/components/form/other-dates-fieldset'
import { GuestCountField } from '~/web/components/form/guest-count-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { SHORTLIST_MAX } from '../lib/shortlist-rules'
import type { BriefFormApi, BriefVenue } from './brief-form'
import { ShortlistVenueRow } from './shortlist-venue-row'

const X = lucideIcon(xIcon)

/** The venues the brief goes to, each with why it cannot take it (the browser's check, or the server's). */
export function BriefVenues({
  ids,
  venues,
  misfits,
  venueErrors,
  headingRef,
  onRemoveVenue,
}: {
  ids: string
  venues: BriefVenue[]
  misfits: (string | null)[]
  venueErrors: Map<number, string> | undefined
  headingRef: RefObject<HTMLHeadingElement | null>
  onRemoveVenue: (venue: BriefVenue) => void
}) {
  return (
    <section aria-labelledby={`${ids}-venues`} className="grid gap-3">
      <h2
        id={`${ids}-venues`}
        ref={headingRef}
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
  )
}

/** The occasion, the date (and others that work), the time, the group and the budget. */
export function BriefEventFields({
  ids,
  form,
  alternatives,
}: {
  ids: string
  form: BriefFormApi
  alternatives: string[]
}) {
  const { register, control, setValue } = form
  const e = form.formState.errors
  return (
    <Section title="The event" id={`${ids}-event`}>
      <ChoiceFieldset legend="Occasion" errorId={`${ids}-occasion-error`} error={e.occasion?.message} markInvalid>
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
      <OtherDatesFieldset
        control={control}
        name="alternativeDates"
        legend={`Other dates that work for the group (optional, up to ${BRIEF_ALTERNATIVE_DATES_MAX})`}
        dates={alternatives}
        onDatesChange={(dates) => setValue('alternativeDates', dates)}
        error={e.alternativeDates?.message}
      />
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
          {(p) => <Input {...p} type="number" inputMode="decimal" min={0} step={1} {...register('budgetPerPerson')} />}
        </FormField>
      </div>
    </Section>
  )
}

/** Dietary needs, what every quote should include, and notes for the venues. */
export function BriefNeedsFields({ ids, form }: { ids: string; form: BriefFormApi }) {
  const { register } = form
  const e = form.formState.errors
  return (
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
  )
}

/**
 * Send the brief now, or save it for the group's vote: a visitor is asked to sign in for that,
 * and what she typed is kept while she does (`keepInput`).
 */
export function BriefSendActions({
  ids,
  venueCount,
  sending,
  saving,
  askSignIn,
  signInNotice,
  signIn,
  onSend,
  onVoteFirst,
  keepInput,
}: {
  ids: string
  venueCount: number
  sending: boolean
  saving: boolean
  askSignIn: boolean
  signInNotice: RefObject<HTMLDivElement | null>
  signIn: { login: string; signup: string }
  onSend: () => void
  onVoteFirst: (event: MouseEvent<HTMLButtonElement>) => void
  keepInput: () => void
}) {
  const pending = sending || saving
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={pending || venueCount === 0} onClick={onSend}>
          {sending ? 'Sending...' : `Send the brief to ${venueCount} ${venueCount === 1 ? 'venue' : 'venues'}`}
        </Button>
        <Button
          type="submit"
          size="lg"
          variant="outline"
          disabled={pending || venueCount === 0}
          aria-describedby={`${ids}-vote-first`}
          onClick={onVoteFirst}
        >
          {saving ? 'Saving...' : 'Let my group vote first'}
        </Button>
      </div>
      <p id={`${ids}-vote-first`} className="text-sm text-ink-600">
        Not sure yet? Save the brief without sending it: your group votes on the venues and dates, then you send it to
        the ones you choose. No venue sees it until then.
      </p>
      {askSignIn && (
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
  )
}

export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
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
