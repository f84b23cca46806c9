// A proposal for a booking request: the terms staff type, the all-in total and per guest computed
// live by the domain's rules (the server computes them again, the same way), then sent by email.
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { QUOTE_ITEMS } from '~/domain/proposals/quote-items'
import { staffProposalInputSchema } from '~/domain/proposals/quote-terms-api'
import { formatCents } from '~/domain/pricing/estimate'
import {
  amountsOf,
  computeProposalTotals,
  proposalInputSchema,
  proposalLines,
  proposalTotalsErrors,
  PROPOSAL_GUESTS_MAX,
} from '~/domain/proposals/proposal-totals'
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { minutesToTime } from '~/domain/time-constants'
import { CancellationTermsFieldset, withoutEmptyTerms } from '~/web/components/form/cancellation-terms-fieldset'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { DatePickerField } from '~/web/components/form/date-picker-field'
import { FormField } from '~/web/components/form/form-field'
import { GuestCountField } from '~/web/components/form/guest-count-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { toQueryString } from '~/web/lib/api'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useStaffVenues } from '../api/get-venues'
import { useSendProposal } from '../api/send-proposal'

type FormInput = z.input<typeof staffProposalInputSchema>
type FormOutput = z.output<typeof staffProposalInputSchema>

/** Every 15 minutes from 6:00 AM to 11:45 PM (the domain's time rule). */
const TIME_OPTIONS = Array.from({ length: 72 }, (_, i) => minutesToTime(6 * 60 + i * 15))

const FIELDS = [
  'venueId',
  'date',
  'time',
  'guests',
  'pricePerPerson',
  'minimumSpend',
  'serviceChargePct',
  'taxPct',
  'fees',
  'deposit',
  'depositPct',
  'included',
  'validUntil',
  'cancellationTerms',
  'message',
] as const

/** The live figures, or null while a field does not parse yet. */
function liveTotals(values: Partial<FormInput>) {
  const parsed = proposalInputSchema
    .pick({
      guests: true,
      pricePerPerson: true,
      minimumSpend: true,
      serviceChargePct: true,
      taxPct: true,
      fees: true,
      deposit: true,
    })
    .safeParse(values)
  if (!parsed.success) return null
  const amounts = amountsOf(parsed.data)
  const totals = computeProposalTotals(amounts)
  return { amounts, totals, lines: proposalLines(amounts, totals), errors: proposalTotalsErrors(amounts, totals) }
}

/** The proposal's lines, all-in total and per guest as typed, and what is wrong with them. */
function ProposalTotal({ live }: { live: ReturnType<typeof liveTotals> }) {
  return (
    <section
      aria-label="Proposal total"
      aria-live="polite"
      className="grid gap-2 rounded-xl border border-ivory-300 bg-ivory-100 p-4"
    >
      {live ? (
        <>
          <ul className="grid gap-1 text-sm text-ink-700">
            {live.lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-4">
                <span>{l.label}</span>
                <span className="tabular-nums">{formatCents(l.cents)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between gap-4 border-t border-ivory-300 pt-2 font-semibold text-ink-900">
            <span>All-in total</span>
            <span className="tabular-nums" data-testid="proposal-total">
              {formatCents(live.totals.totalCents)}
            </span>
          </p>
          <p className="flex justify-between gap-4 text-sm text-ink-700">
            <span>Per guest</span>
            <span className="tabular-nums" data-testid="proposal-per-guest">
              {formatCents(live.totals.perGuestCents)}
            </span>
          </p>
          {Object.values(live.errors).map((m) => (
            <p key={m} className="text-sm font-medium text-destructive">
              {m}
            </p>
          ))}
        </>
      ) : (
        <p className="text-sm text-ink-600">The total appears once the guests and amounts are valid.</p>
      )}
    </section>
  )
}

export function ProposalForm({ detail }: { detail: RequestDetail }) {
  const { request, venue } = detail
  const ids = useId()
  const send = useSendProposal(request.id)
  const venues = useStaffVenues(toQueryString({ city: request.citySlug ?? undefined, status: 'active', limit: 100 }))
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffProposalInputSchema),
    defaultValues: {
      venueId: venue?.id ?? request.venueId ?? undefined,
      date: request.eventDate ?? '',
      time: request.eventTime && TIME_OPTIONS.includes(request.eventTime) ? request.eventTime : '7:00 PM',
      guests: request.guests ?? undefined,
      pricePerPerson: venue ? String(venue.pricePerPerson) : '',
      minimumSpend: '0',
      serviceChargePct: '20',
      taxPct: '8.875',
      fees: '0',
      deposit: '0',
      depositPct: '',
      included: [],
      cancellationTerms: [],
      message: '',
    },
  })
  const { register, control, setError, reset, formState } = form
  const values = useWatch({ control }) as Partial<FormInput>
  const live = liveTotals(values)
  const e = formState.errors

  const venueOptions = [...(venues.data?.venues ?? [])]
  if (venue && !venueOptions.some((v) => v.id === venue.id))
    venueOptions.unshift({ id: venue.id, name: venue.name, location: venue.location } as (typeof venueOptions)[number])

  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    check: (input) => {
      const totals = liveTotals(input)
      if (!totals || !Object.keys(totals.errors).length) return true
      Object.entries(totals.errors).forEach(([field, message], i) =>
        setError(field as (typeof FIELDS)[number], { type: 'totals', message }, { shouldFocus: i === 0 }),
      )
      return false
    },
    send: (input) => send.mutateAsync(withoutEmptyTerms(input)),
    successToast: () => ({
      title: 'Proposal sent',
      description: `${request.name} has an email with the link to accept or decline it.`,
    }),
    onSuccess: (_result, input) => reset(input),
    failureToast: (error) => ({ title: 'Proposal not sent', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${ids}-title`} className="grid gap-4">
      <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold text-ink-900">
        Send a proposal
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Venue" error={e.venueId?.message} required className="sm:col-span-2">
          {(p) => (
            <select
              {...p}
              className={nativeSelectClass}
              {...register('venueId', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
            >
              <option value="">Choose a venue</option>
              {venueOptions.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} ({v.location})
                </option>
              ))}
            </select>
          )}
        </FormField>
        <DatePickerField control={control} name="date" label="Date" required />
        <FormField label="Time" error={e.time?.message} required>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('time')}>
              {TIME_OPTIONS.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          )}
        </FormField>
        <GuestCountField
          register={register}
          name="guests"
          options={{ valueAsNumber: true }}
          min={1}
          max={PROPOSAL_GUESTS_MAX}
          label="Guests"
          error={e.guests?.message}
          required
        />
        <FormField label="Price per person ($)" error={e.pricePerPerson?.message} required>
          {(p) => <Input {...p} inputMode="decimal" {...register('pricePerPerson')} />}
        </FormField>
        <FormField label="Minimum spend ($)" error={e.minimumSpend?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('minimumSpend')} />}
        </FormField>
        <FormField label="Service charge (%)" error={e.serviceChargePct?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('serviceChargePct')} />}
        </FormField>
        <FormField label="Tax (%)" error={e.taxPct?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('taxPct')} />}
        </FormField>
        <FormField label="Fees ($)" error={e.fees?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('fees')} />}
        </FormField>
        <FormField label="Deposit ($)" error={e.deposit?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('deposit')} />}
        </FormField>
        <FormField label="Deposit (%, optional)" hint="Instead of an amount" error={e.depositPct?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...register('depositPct')} />}
        </FormField>
        <DatePickerField control={control} name="validUntil" label="Valid until (optional)" />
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium text-ink-900">What the price includes</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {QUOTE_ITEMS.map((item) => (
              <label key={item.id} className="flex items-center gap-2 text-sm text-ink-700">
                <input type="checkbox" value={item.id} {...register('included')} />
                {item.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="sm:col-span-2">
          <CancellationTermsFieldset
            control={control}
            register={register}
            name="cancellationTerms"
            legend="Cancellation terms of this proposal (optional)"
            empty="None typed: the venue's own cancellation terms apply."
          />
        </div>
        <FormField label="Message to the planner (optional)" error={e.message?.message} className="sm:col-span-2">
          {(p) => <textarea {...p} rows={4} className={textareaClass} {...register('message')} />}
        </FormField>
      </div>

      <ProposalTotal live={live} />

      <Button type="submit" disabled={formState.isSubmitting} className="justify-self-start">
        {formState.isSubmitting ? 'Sending...' : 'Send proposal'}
      </Button>
    </form>
  )
}
