// /shortlist/brief: one brief to every venue of the shortlist. The same rules as a booking request
// (every venue must fit the group and the date); a venue that does not is named beside it, with
// why, and can be taken off the brief there.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch, type DefaultValues, type Path, type UseFormReturn } from 'react-hook-form'
import { z } from 'zod'
import {
  BRIEF_MESSAGES,
  briefInputSchema,
  type BriefCreated,
  type BriefDraftCreated,
  type BriefInput,
} from '~/domain/briefs/briefs-api'
import { MAX_GUESTS, MIN_GUESTS, venueCapacityHint } from '~/domain/guests'
import {
  dateUnavailableReason,
  venueGuestRange,
  venueMinimumHint,
  type RequestVenue,
} from '~/domain/requests/venue-rules'
import { ContactFields } from '~/web/components/form/contact-fields'
import { isApiError } from '~/web/lib/api'
import { useSession } from '~/web/lib/get-user'
import { toast } from '~/web/lib/use-toast'
import { failureMessage } from '~/web/lib/form-errors'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCreateBrief } from '../api/create-brief'
import { KEPT_INPUT_KEY } from '../lib/brief-form-prefill'
import { useCreateDraftBrief } from '../api/drafts'
import type { BriefCriteria } from '../briefs-paths'
import { briefValuesFrom } from '../lib/brief-values-from'
import { BriefEventFields, BriefNeedsFields, BriefSendActions, BriefVenues, Section } from './brief-form-sections'
import type { ShortlistVenue } from './shortlist-venue-row'

/** A venue of the brief, with what the form needs to tell whether it fits. */
export type BriefVenue = ShortlistVenue &
  Pick<RequestVenue, 'minGuests' | 'timezone' | 'minNoticeHours' | 'blackoutDates'>

// The venues come from the shortlist, not from a field: they are added when sending.
const formSchema = briefInputSchema.omit({ venueIds: true })
type FormInput = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>
/** The form's state, as its parts (./brief-form-sections.tsx) read and change it. */
export type BriefFormApi = UseFormReturn<FormInput, unknown, FormOutput>

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
  // Which button sent the form: the brief now, or a draft for the group's vote.
  const intent = useRef<'send' | 'draft'>('send')
  const [askSignIn, setAskSignIn] = useState(false)
  const signInNotice = useRef<HTMLDivElement>(null)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { ...EMPTY, ...briefValuesFrom(criteria) },
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
      <BriefVenues
        ids={ids}
        venues={venues}
        misfits={misfits}
        venueErrors={venueErrors}
        headingRef={venuesHeading}
        onRemoveVenue={onRemoveVenue}
      />
      <BriefEventFields ids={ids} form={form} alternatives={alternatives} />
      <BriefNeedsFields ids={ids} form={form} />
      <Section title="Your contact details" id={`${ids}-contact`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ContactFields register={register} errors={e} phone="optional" />
        </div>
        <p className="text-sm text-ink-600">
          We email you a private link to compare the quotes as they come in. Each venue sees your brief, never another
          venue's quote.
        </p>
      </Section>
      <BriefSendActions
        ids={ids}
        venueCount={venues.length}
        sending={mutation.isPending}
        saving={draft.isPending}
        askSignIn={askSignIn && !user}
        signInNotice={signInNotice}
        signIn={signIn}
        onSend={() => (intent.current = 'send')}
        onVoteFirst={(event) => {
          intent.current = 'draft'
          // A visitor is asked to sign in first (her input stays), before any check of the form.
          if (user) return
          event.preventDefault()
          setAskSignIn(true)
          requestAnimationFrame(() => signInNotice.current?.focus())
        }}
        keepInput={keepInput}
      />
    </form>
  )
}
