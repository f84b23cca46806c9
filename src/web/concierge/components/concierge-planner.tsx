// Callie's page (issue 4): the preferences form, fed by free text if the planner likes, her
// explained recommendations, and a booking of one of them.
import { Loader2, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import type { ParsedConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import type { ConciergePreferences } from '~/domain/concierge/preferences'
import type { ConciergeRelaxation, RecommendationsResponse } from '~/domain/concierge/recommendations-api'
import { MAX_GUESTS } from '~/domain/guests'
import type { RequestAccepted } from '~/domain/requests/fields'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useGetRecommendations } from '../api/get-recommendations'
import { AskCallie } from './ask-callie'
import { BookingContactCard } from './booking-contact-card'
import { BookingSubmittedCard } from './booking-submitted-card'
import { NoMatch } from './no-match'
import {
  emptyPreferences,
  PREFERENCE_FIELDS,
  PreferencesForm,
  preferencesResolver,
  type PreferenceField,
  type PreferencesFormOutput,
  type PreferencesFormValues,
} from './preferences-form'
import { RecommendationCard } from './recommendation-card'

type Shown = { preferences: ConciergePreferences; response: RecommendationsResponse }
type Booking = { venueId: number; /** Bumped per click, so choosing the same venue again scrolls again. */ n: number }
type Submitted = { reference: string; venueName: string; email: string; message: string }

const scrollBehavior = (): ScrollBehavior =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'

/** Bring a just-revealed section into view and put focus on its heading (announced, keyboard continues there). */
function reveal(heading: HTMLElement | null) {
  if (!heading) return
  ;(heading.closest('section') ?? heading).scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
  heading.focus({ preventScroll: true })
}

/** What the consultation dialog may be opened with from here (the page hands the dialog in). */
export type ConsultationAsk = { eventType?: string; location?: string; date?: string; notes: string }

type Props = {
  /** Opens 'Book a Call with Callie' for what the preferences cannot find or hold. */
  onConsultation: (prefill: ConsultationAsk) => void
  /** What another feature adds to each recommended venue's actions (composed in src/web/app). */
  venueAction?: (venue: { id: number; name: string }) => ReactNode
}

export function ConciergePlanner({ onConsultation, venueAction }: Props) {
  const form = useForm<PreferencesFormValues, unknown, PreferencesFormOutput>({
    resolver: preferencesResolver,
    defaultValues: emptyPreferences(),
  })
  const recommend = useGetRecommendations()
  const [shown, setShown] = useState<Shown | null>(null)
  const [booking, setBooking] = useState<Booking | null>(null)
  const [submitted, setSubmitted] = useState<Submitted | null>(null)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const bookingHeading = useRef<HTMLHeadingElement>(null)
  const submittedHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (shown) reveal(resultsHeading.current)
  }, [shown])
  useEffect(() => {
    if (booking) reveal(bookingHeading.current)
  }, [booking])
  useEffect(() => {
    if (submitted) reveal(submittedHeading.current)
  }, [submitted])

  const onSubmit = useSubmitForm(form, {
    fields: PREFERENCE_FIELDS,
    send: (preferences) => {
      // A new recommendation request resets the booking.
      setBooking(null)
      setSubmitted(null)
      return recommend.mutateAsync(preferences)
    },
    onSuccess: (response, preferences) => setShown({ preferences, response }),
    onError: () => setShown(null),
    failureToast: { title: 'Error', description: 'Failed to get recommendations. Please try again.' },
  })

  const applyRelaxation = (r: ConciergeRelaxation) => {
    for (const [field, value] of Object.entries(r.change) as [
      PreferenceField,
      PreferencesFormValues[PreferenceField],
    ][]) {
      form.setValue(field, value, { shouldDirty: true })
    }
    void onSubmit()
  }

  const applyParsed = ({ preferences }: ParsedConciergeRequest, text: string) => {
    // A new message replaces what the last one said beyond the fields, and is kept with the request.
    form.setValue('exactTime', '')
    form.setValue('cuisines', [])
    form.setValue('features', [])
    form.setValue('plannerText', text)
    const filled = Object.entries(preferences).filter(([, v]) => v !== undefined) as [
      PreferenceField,
      PreferencesFormValues[PreferenceField],
    ][]
    for (const [field, value] of filled) form.setValue(field, value, { shouldDirty: true })
    form.clearErrors(filled.map(([f]) => f))
  }

  const openConsultation = (notes: string) => {
    const v = form.getValues()
    onConsultation({
      eventType: v.occasion || undefined,
      location: v.location || undefined,
      date: v.date || undefined,
      notes,
    })
  }

  const onBooked = (result: RequestAccepted, venueName: string, email: string) => {
    setSubmitted({ reference: result.reference, venueName, email, message: result.message })
  }

  const loading = recommend.isPending
  const recommendations = shown?.response.recommendations ?? []
  const chosen = booking && !submitted ? recommendations.find((r) => r.venue.id === booking.venueId) : undefined

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header className="grid gap-3">
        <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Concierge</p>
        <h1 className="font-display text-4xl font-semibold text-balance text-ink-900 sm:text-5xl">
          Plan your group dinner with Callie
        </h1>
        <p className="max-w-2xl text-lg text-ink-700">
          Tell Callie about your event and get personalized venue recommendations, each with the reason it fits. Book
          one here and our concierge team will confirm with you within 24 hours.
        </p>
      </header>

      <AskCallie onParsed={applyParsed} />

      <section
        aria-labelledby="concierge-preferences-title"
        className="grid gap-5 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8"
      >
        <h2 id="concierge-preferences-title" className="font-display text-2xl font-semibold text-ink-900">
          Your event preferences
        </h2>
        <PreferencesForm
          form={form}
          onSubmit={onSubmit}
          loading={loading}
          onLargeGroup={() => openConsultation(`Planning for more than ${MAX_GUESTS} guests`)}
        />
      </section>

      {/* Always rendered, so the live region exists before its text changes and is announced. */}
      <section
        aria-labelledby={loading || shown ? 'concierge-results-title' : undefined}
        aria-busy={loading}
        className="grid scroll-mt-28 gap-5"
      >
        {(loading || shown) && (
          <h2
            id="concierge-results-title"
            ref={resultsHeading}
            tabIndex={-1}
            className="font-display text-2xl font-semibold text-ink-900 outline-none"
          >
            Callie's recommendations
          </h2>
        )}
        <div role="status" aria-live="polite">
          {loading ? (
            <p className="flex items-center gap-2 text-ink-700">
              <Loader2 className="size-5 animate-spin text-terracotta-600" aria-hidden /> Getting personalized
              recommendations...
            </p>
          ) : shown ? (
            <div className="flex gap-3 rounded-(--radius-card) border border-terracotta-100 bg-terracotta-50 p-5 text-ink-900">
              <Sparkles className="mt-0.5 size-5 shrink-0 text-terracotta-600" aria-hidden />
              <p data-testid="personalized-response">{shown.response.personalizedResponse}</p>
            </div>
          ) : null}
        </div>

        {loading && (
          <div className="grid gap-4" aria-hidden>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-48 w-full" />
            ))}
          </div>
        )}

        {!loading && recommendations.length > 0 && (
          <ol className="grid gap-5" aria-label="Recommended venues">
            {recommendations.map((r, i) => (
              <li key={r.venue.id}>
                <RecommendationCard
                  recommendation={r}
                  rank={i + 1}
                  selected={booking?.venueId === r.venue.id}
                  onBook={() => {
                    setSubmitted(null)
                    setBooking((b) => ({ venueId: r.venue.id, n: (b?.n ?? 0) + 1 }))
                  }}
                  extraAction={venueAction?.(r.venue)}
                />
              </li>
            ))}
          </ol>
        )}

        {!loading && shown && recommendations.length === 0 && (
          <div className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-6">
            {shown.response.noMatch && <NoMatch noMatch={shown.response.noMatch} />}
            {shown.response.relaxations.length > 0 && (
              <div className="grid gap-2">
                <h3 className="font-semibold text-ink-900">Try one change</h3>
                <ul className="flex flex-wrap gap-2">
                  {shown.response.relaxations.map((r) => (
                    <li key={r.message}>
                      <Button
                        variant="outline"
                        onClick={() => applyRelaxation(r)}
                        className="h-auto min-h-11 py-2 whitespace-normal text-left"
                      >
                        {r.message}
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="text-sm text-ink-700">
              Or hand it to our concierge team: they look beyond our catalogue and reply within 24 hours.
            </p>
            <Button
              variant="dark"
              className="justify-self-start"
              onClick={() => openConsultation('Callie found no venue in the catalogue for my preferences')}
              aria-haspopup="dialog"
            >
              Book a Call with Callie
            </Button>
          </div>
        )}
      </section>

      {chosen && shown && (
        <BookingContactCard
          key={chosen.venue.id}
          recommendation={chosen}
          preferences={shown.preferences}
          headingRef={bookingHeading}
          onBooked={(result, contact) => onBooked(result, chosen.venue.name, contact.email)}
        />
      )}

      {submitted && <BookingSubmittedCard {...submitted} headingRef={submittedHeading} />}
    </div>
  )
}
