// The venue's three answers to a request: accept with a quote (prefilled from a package, the all-in
// total computed live as the server will), offer another date or time, or decline with a reason.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { Controller, useForm, useWatch, type DeepPartialSkipArrayKey } from 'react-hook-form'
import type { z } from 'zod'
import { QUOTE_ITEMS, quoteItemsOf } from '~/domain/proposals/quote-items'
import {
  declineInputSchema,
  offerInputSchema,
  quoteInputSchema,
  type InboxRequest,
} from '~/domain/venue-portal/answers-api'
import { CancellationTermsFieldset, withoutEmptyTerms } from '~/web/components/form/cancellation-terms-fieldset'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { DatePickerField } from '~/web/components/form/date-picker-field'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { cn } from '~/web/lib/cn'
import { formatDateTime, formatDisplayDate } from '~/web/lib/dates'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useSendDecline, useSendOffer, useSendQuote } from '../api/answer-request'
import { usePackages } from '../api/get-packages'
import { useSpaces } from '../api/get-spaces'
import { centsToField, formatCents } from '../lib/format'
import { AllInPreview } from './all-in-preview'

type Answer = 'quote' | 'offer' | 'decline'
const ANSWERS: { id: Answer; label: string }[] = [
  { id: 'quote', label: 'Accept with a quote' },
  { id: 'offer', label: 'Offer another date' },
  { id: 'decline', label: 'Decline' },
]

type Props = { venueId: number; request: InboxRequest; onDone: () => void }

export function AnswerPanel(props: Props) {
  const [answer, setAnswer] = useState<Answer>('quote')
  return (
    <div className="grid gap-4 border-t border-ivory-200 pt-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{`Your answer to ${props.request.reference}`}</legend>
        {ANSWERS.map((a) => (
          <label
            key={a.id}
            className={cn(
              'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-ink-200 px-4 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600',
              answer === a.id && 'border-ink-900 bg-ink-900 text-ivory-50',
            )}
          >
            <input
              type="radio"
              name={`answer-${props.request.id}`}
              className="sr-only"
              checked={answer === a.id}
              onChange={() => setAnswer(a.id)}
            />
            {a.label}
          </label>
        ))}
      </fieldset>
      {answer === 'quote' ? (
        <QuoteForm {...props} />
      ) : answer === 'offer' ? (
        <OfferForm {...props} />
      ) : (
        <DeclineForm {...props} />
      )}
    </div>
  )
}

function Actions({ onDone, submitting, label }: { onDone: () => void; submitting: boolean; label: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="ghost" onClick={onDone}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting}>
        {label}
      </Button>
    </div>
  )
}

type QuoteIn = z.input<typeof quoteInputSchema>
type QuoteOut = z.output<typeof quoteInputSchema>
const QUOTE_FIELDS = [
  'spaceId',
  'packageId',
  'date',
  'time',
  'guests',
  'pricePerPerson',
  'minimumSpend',
  'roomFee',
  'serviceChargePct',
  'taxPct',
  'gratuityPct',
  'fees',
  'deposit',
  'depositPct',
  'included',
  'validUntil',
  'cancellationTerms',
  'message',
] as const

function QuoteForm({ venueId, request, onDone }: Props) {
  const spaces = useSpaces(venueId)
  const packages = usePackages(venueId)
  const send = useSendQuote(venueId, request.id)
  const form = useForm<QuoteIn, unknown, QuoteOut>({
    resolver: zodResolver(quoteInputSchema),
    defaultValues: {
      spaceId: spaces.data?.[0]?.id ?? 0,
      date: request.date ?? undefined,
      time: request.time ?? undefined,
      guests: request.guests ?? undefined,
      pricePerPerson: '',
      minimumSpend: '',
      roomFee: '',
      serviceChargePct: '',
      taxPct: '',
      gratuityPct: '',
      fees: '',
      depositPct: '',
      included: [],
      cancellationTerms: [],
      message: '',
    },
  })
  const { register, control, setValue, formState } = form
  const e = formState.errors
  const typed = useWatch({ control })
  const onSubmit = useSubmitForm(form, {
    fields: QUOTE_FIELDS,
    send: (input, attempt) => send.mutateAsync({ input: withoutEmptyTerms(input), idempotencyKey: attempt.key }),
    onSuccess: onDone,
    successToast: (r) => ({
      title: 'Quote sent',
      description: `${request.plannerName} has it by email. ${r.hold.expiresAt ? `The date is held until ${formatDateTime(r.hold.expiresAt)}.` : 'The date is held.'}`,
    }),
    failureToast: (error) => ({ title: 'Quote not sent', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  const spacePackages = packages.data?.filter((p) => p.spaceId === Number(typed.spaceId)) ?? []
  const applyPackage = (id: string) => {
    const p = packages.data?.find((x) => x.id === Number(id))
    setValue('packageId', p?.id)
    if (!p) return
    setValue('pricePerPerson', centsToField(p.pricePerPersonCents))
    setValue('minimumSpend', centsToField(p.minimumSpendCents))
    setValue('roomFee', centsToField(p.roomFeeCents))
    setValue('serviceChargePct', String(p.serviceChargePct))
    setValue('taxPct', String(p.taxPct))
    setValue('gratuityPct', String(p.gratuityPct))
    setValue('included', quoteItemsOf(p.included))
  }
  // The planner's package, at her guest count, is where the quote starts: its space and
  // prices filled in once the packages have loaded, every one still the manager's to edit.
  const started = useRef(false)
  const plannerPackage = packages.data?.find((p) => p.id === request.packageId)
  useEffect(() => {
    if (started.current || !plannerPackage) return
    started.current = true
    setValue('spaceId', plannerPackage.spaceId)
    applyPackage(String(plannerPackage.id))
  })
  if (spaces.data?.length === 0)
    return <p className="text-ink-700">Add a space first: a quote holds one of your spaces for the date.</p>
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={`Quote for ${request.reference}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="spaceId"
          render={({ field, fieldState }) => (
            <FormField label="Space" required error={fieldState.error?.message}>
              {(p) => (
                <select
                  {...p}
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={String(field.value ?? '')}
                  onChange={(ev) => {
                    field.onChange(Number(ev.target.value))
                    applyPackage('')
                  }}
                  className={nativeSelectClass}
                >
                  {spaces.data?.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          )}
        />
        <FormField label="Package" hint="Fills in its prices; you can still edit them" error={e.packageId?.message}>
          {(p) => (
            <select
              {...p}
              className={nativeSelectClass}
              value={typed.packageId ? String(typed.packageId) : ''}
              onChange={(ev) => applyPackage(ev.target.value)}
            >
              <option value="">No package: my own prices</option>
              {spacePackages.map((pk) => (
                <option key={pk.id} value={String(pk.id)}>
                  {`${pk.name} (${formatCents(pk.pricePerPersonCents)} per person)`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="grid content-start gap-2">
          <DatePickerField control={control} name="date" label="Date" />
          <OtherDates
            request={request}
            chosen={typeof typed.date === 'string' ? typed.date : undefined}
            onChoose={(d) => setValue('date', d, { shouldValidate: true })}
          />
        </div>
        <FormField label="Time" hint="e.g. 7:00 PM" error={e.time?.message}>
          {(p) => <Input {...p} {...register('time')} />}
        </FormField>
        <FormField label="Guests" error={e.guests?.message}>
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              {...register('guests', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
            />
          )}
        </FormField>
      </div>
      <QuotePriceFields form={form} typed={typed} request={request} packages={packages.data} />
      <CancellationTermsFieldset
        control={control}
        register={register}
        name="cancellationTerms"
        legend="Cancellation terms of this quote (optional)"
        empty="None typed: your venue's cancellation terms (Profile & policies) apply."
      />
      <DatePickerField control={control} name="validUntil" label="Quote valid until (optional)" />
      <FormField label="Message to the planner (optional)" error={e.message?.message}>
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('message')} />}
      </FormField>
      <Actions onDone={onDone} submitting={formState.isSubmitting} label="Send the quote and hold the date" />
    </form>
  )
}

type QuoteForm = ReturnType<typeof useForm<QuoteIn, unknown, QuoteOut>>

/** The quote's prices with the all-in the planner will see, and what the price includes. */
function QuotePriceFields({
  form,
  typed,
  request,
  packages,
}: {
  form: QuoteForm
  typed: DeepPartialSkipArrayKey<QuoteIn>
  request: Props['request']
  packages: { id: number; name: string; included: string[] }[] | undefined
}) {
  const { register } = form
  const e = form.formState.errors
  // What the package lists in its own words that is none of the quote's items: the quote cannot
  // carry it, so the manager is told before the planner reads a shorter list than the package's.
  const chosenPackage = packages?.find((p) => p.id === Number(typed.packageId))
  const unlisted = chosenPackage?.included.filter((label) => quoteItemsOf([label]).length === 0) ?? []
  const money = (
    name: 'pricePerPerson' | 'minimumSpend' | 'roomFee' | 'fees' | 'deposit',
    label: string,
    hint?: string,
  ) => (
    <FormField label={label} hint={hint} error={e[name]?.message}>
      {(p) => <Input {...p} inputMode="decimal" {...register(name)} />}
    </FormField>
  )
  const pct = (name: 'serviceChargePct' | 'taxPct' | 'gratuityPct', label: string) => (
    <FormField label={label} error={e[name]?.message}>
      {(p) => <Input {...p} inputMode="decimal" {...register(name)} />}
    </FormField>
  )
  return (
    <>
      <fieldset className="grid gap-4">
        <legend className="mb-1 text-sm font-medium text-ink-900">Prices (dollars and percent)</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {money('pricePerPerson', 'Price per person ($)')}
          {money('minimumSpend', 'Minimum spend ($)')}
          {money('roomFee', 'Room fee ($)')}
          {pct('serviceChargePct', 'Service charge (%)')}
          {pct('taxPct', 'Tax (%)')}
          {pct('gratuityPct', 'Gratuity (%)')}
          {money('fees', 'Other fees ($)', 'Not serviced or taxed')}
          {money('deposit', 'Deposit ($, optional)', "Empty: your policy's percentage")}
          <FormField label="Deposit (%, optional)" hint="Or a percentage of the total" error={e.depositPct?.message}>
            {(p) => <Input {...p} inputMode="decimal" {...register('depositPct')} />}
          </FormField>
        </div>
        <AllInPreview
          typed={{ ...typed, guests: Number(typed.guests ?? request.guests ?? 0) }}
          caption={`What ${request.plannerName} will be quoted`}
        />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink-900">What the price includes</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {QUOTE_ITEMS.map((item) => (
            <label key={item.id} className="flex items-center gap-2 text-sm text-ink-700">
              <input type="checkbox" value={item.id} {...register('included')} />
              {item.label}
            </label>
          ))}
        </div>
        {unlisted.length > 0 ? (
          <p className="text-sm text-ink-700">
            {chosenPackage!.name} also includes {unlisted.join(', ')}, which is not among these items, so the quote will
            not list it: say it in your message to {request.plannerName}.
          </p>
        ) : null}
        {e.included?.message ? <p className="text-sm text-destructive">{e.included.message}</p> : null}
      </fieldset>
    </>
  )
}

/** The planner's first date and her other dates, one press each: the quote is then for that date. */
function OtherDates({
  request,
  chosen,
  onChoose,
}: {
  request: InboxRequest
  chosen: string | undefined
  onChoose: (date: string) => void
}) {
  if (request.alternativeDates.length === 0) return null
  const dates = [request.date, ...request.alternativeDates].filter((d): d is string => Boolean(d))
  return (
    <div role="group" aria-label="Quote for one of her dates" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-700">Her dates:</span>
      {dates.map((d) => (
        <Button
          key={d}
          size="sm"
          variant={chosen === d ? 'default' : 'outline'}
          aria-pressed={chosen === d}
          aria-label={`Quote for ${formatDisplayDate(d)}`}
          onClick={() => onChoose(d)}
        >
          {formatDisplayDate(d)}
        </Button>
      ))}
    </div>
  )
}

type OfferIn = z.input<typeof offerInputSchema>
type OfferOut = z.output<typeof offerInputSchema>

function OfferForm({ venueId, request, onDone }: Props) {
  const send = useSendOffer(venueId, request.id)
  const form = useForm<OfferIn, unknown, OfferOut>({
    resolver: zodResolver(offerInputSchema),
    defaultValues: { date: '', time: request.time ?? '', message: '' },
  })
  const { register, control, formState } = form
  const e = formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: ['date', 'time', 'message'] as const,
    send: (input, attempt) => send.mutateAsync({ input, idempotencyKey: attempt.key }),
    onSuccess: onDone,
    successToast: () => ({ title: 'Offer sent', description: `${request.plannerName} can reply to the email.` }),
    failureToast: (error) => ({ title: 'Offer not sent', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={`Offer for ${request.reference}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePickerField control={control} name="date" label="Date you can offer" required />
        <FormField label="Time" required hint="e.g. 7:00 PM" error={e.time?.message}>
          {(p) => <Input {...p} {...register('time')} />}
        </FormField>
      </div>
      <FormField label="Message to the planner (optional)" error={e.message?.message}>
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('message')} />}
      </FormField>
      <Actions onDone={onDone} submitting={formState.isSubmitting} label="Send the offer" />
    </form>
  )
}

type DeclineIn = z.input<typeof declineInputSchema>
type DeclineOut = z.output<typeof declineInputSchema>

function DeclineForm({ venueId, request, onDone }: Props) {
  const send = useSendDecline(venueId, request.id)
  const form = useForm<DeclineIn, unknown, DeclineOut>({
    resolver: zodResolver(declineInputSchema),
    defaultValues: { reason: '' },
  })
  const { register, formState } = form
  const onSubmit = useSubmitForm(form, {
    fields: ['reason'] as const,
    send: (input, attempt) => send.mutateAsync({ input, idempotencyKey: attempt.key }),
    onSuccess: onDone,
    successToast: () => ({ title: 'Request declined', description: `${request.plannerName} is told why by email.` }),
    failureToast: (error) => ({ title: 'Not declined', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={`Decline ${request.reference}`}>
      <FormField label="Reason" required error={formState.errors.reason?.message} hint="The planner reads it">
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('reason')} />}
      </FormField>
      <Actions onDone={onDone} submitting={formState.isSubmitting} label="Decline the request" />
    </form>
  )
}
