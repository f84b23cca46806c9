// The venue enters its final bill on the booking's page, once the event has started: what it
// served or charged for, line by line, in dollars. The agreed terms (the guarantee, the minimum
// spend, the service charge, tax and gratuity, each its own line) are applied by the server, whose
// answer is shown after saving: the browser never adds the money up itself.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as plusIcon from 'lucide-react/icons/plus'
import * as trashIcon from 'lucide-react/icons/trash'
import { get, useFieldArray, useForm } from 'react-hook-form'
import { z } from 'zod'
import { BILL_LINE_LABELS, ENTERED_LINE_KINDS } from '~/domain/payments/final-bill'
import { enteredLineSchema, FINAL_BILL_MESSAGES, type FinalBillView } from '~/domain/payments/final-bill-api'
import { centsToTypedDollars, typedDollarsToCents, DOLLARS_RE } from '~/domain/pricing/money'
import { BillDisputes, BillLines, BillTerms } from '~/web/components/bill/final-bill-summary'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { localDateToIso } from '~/web/lib/dates'
import { failureMessage } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useEnterFinalBill, useVenueFinalBill } from '../api/final-bill'
import { Panel } from './portal-ui'

const Plus = lucideIcon(plusIcon)
const Trash2 = lucideIcon(trashIcon)

const AMOUNT_MESSAGE = 'Give the amount in dollars, e.g. 1200.00'
const formSchema = z.object({
  lines: z
    .array(
      enteredLineSchema
        .omit({ amountCents: true })
        .extend({ amount: z.string().trim().regex(DOLLARS_RE, AMOUNT_MESSAGE) }),
    )
    .min(1, 'Enter at least one line')
    .max(50, 'At most 50 lines'),
})
type FormInput = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>
type Line = FormInput['lines'][number]

const emptyLine = (kind: Line['kind'] = 'food'): Line => ({ kind, description: '', amount: '' })
const pct = (n: number) => `${Number(n.toFixed(3))}%`
const messageAt = (errors: unknown, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message

/** The bill's section on the booking's page: a note before the event, the form from its start. */
export function FinalBillSection({ venueId, eventId, date }: { venueId: number; eventId: number; date: string }) {
  // The server decides for certain (the event's own time zone); this only saves asking too early.
  const started = date <= localDateToIso(new Date())
  const query = useVenueFinalBill(venueId, eventId, started)
  return (
    <Panel title="Final bill" className="print:hidden">
      {!started ? (
        <p className="text-sm text-ink-700">{FINAL_BILL_MESSAGES.notYet}</p>
      ) : query.isPending ? (
        <p role="status" className="text-sm text-ink-700">
          Loading the final bill…
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-900">
          {failureMessage(query.error, 'The final bill could not be loaded. Please reload the page.')}
        </p>
      ) : (
        <FinalBillContent venueId={venueId} eventId={eventId} view={query.data} />
      )}
    </Panel>
  )
}

function FinalBillContent({ venueId, eventId, view }: { venueId: number; eventId: number; view: FinalBillView }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="font-medium text-ink-900">
        {view.status === 'not_entered'
          ? 'Not entered yet.'
          : view.status === 'accepted'
            ? 'The organiser accepted this bill; it is settled.'
            : view.status === 'disputed'
              ? `The organiser disputed a line of version ${view.version}. Our team will be in touch; a corrected bill is a new version.`
              : `Version ${view.version} is with the organiser to review.`}
      </p>
      <BillTerms view={view} />
      <BillLines view={view} caption="The final bill as computed" />
      <BillDisputes view={view} />
      {view.status !== 'accepted' && <EnterBillForm venueId={venueId} eventId={eventId} view={view} />}
    </div>
  )
}

function EnterBillForm({ venueId, eventId, view }: { venueId: number; eventId: number; view: FinalBillView }) {
  const enter = useEnterFinalBill(venueId, eventId)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      lines: view.bill
        ? view.bill.entered.map((l) => ({ ...l, amount: centsToTypedDollars(l.amountCents) }))
        : [emptyLine('food'), emptyLine('beverage')],
    },
  })
  const { control, register, formState, setError } = form
  const rows = useFieldArray({ control, name: 'lines' })
  const onSubmit = useSubmitForm(form, {
    fields: [],
    send: ({ lines }) =>
      enter.mutateAsync({
        lines: lines.map(({ amount, ...l }) => ({ ...l, amountCents: typedDollarsToCents(amount) })),
      }),
    successToast: (saved) => ({
      title: 'Final bill saved',
      description: `Version ${saved.version} was sent to the organiser to review.`,
    }),
    // A 400 names the server's fields (lines.0.amountCents): each goes beside its own control.
    onError: (error) => {
      if (!isApiError(error) || error.status !== 400) return false
      const named = Object.entries(error.fieldErrors).map(
        ([field, message]) => [field.replace(/\.amountCents$/, '.amount'), message] as const,
      )
      named.forEach(([field, message], i) =>
        setError(field as 'lines', { type: 'server', message }, { shouldFocus: i === 0 }),
      )
      return named.length > 0
    },
    failureToast: (error) => ({
      title: 'Final bill not saved',
      description: failureMessage(error, 'Please try again.'),
    }),
  })
  const t = view.terms
  const listError = messageAt(formState.errors, 'lines') ?? messageAt(formState.errors, 'lines.root')
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Enter the final bill" className="grid gap-4">
      <h3 className="font-display text-lg font-semibold text-ink-900">
        {view.bill ? 'Correct the bill' : 'Enter the bill'}
      </h3>
      <p className="text-sm text-ink-700">
        Enter what you served or charged for, in dollars. We apply the agreed terms: food for at least{' '}
        {t.guaranteeGuests} guests, the minimum spend, then the service charge ({pct(t.serviceChargePct)}), tax (
        {pct(t.taxPct)}) and gratuity ({pct(t.gratuityPct)}), each as a separate line.
      </p>
      <ol className="grid gap-3">
        {rows.fields.map((row, i) => (
          <li key={row.id}>
            <fieldset className="grid gap-2 rounded-xl border border-ivory-300 p-3 sm:grid-cols-[10rem_1fr_8rem_auto] sm:items-end">
              <legend className="px-1 text-xs font-medium text-ink-600">Line {i + 1}</legend>
              <FormField label="Kind" error={messageAt(formState.errors, `lines.${i}.kind`)}>
                {(p) => (
                  <select {...p} className={nativeSelectClass} {...register(`lines.${i}.kind`)}>
                    {ENTERED_LINE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {BILL_LINE_LABELS[k]}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField label="Description" error={messageAt(formState.errors, `lines.${i}.description`)}>
                {(p) => <Input {...p} autoComplete="off" {...register(`lines.${i}.description`)} />}
              </FormField>
              <FormField label="Amount (USD)" error={messageAt(formState.errors, `lines.${i}.amount`)} required>
                {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register(`lines.${i}.amount`)} />}
              </FormField>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove line ${i + 1}`}
                disabled={rows.fields.length === 1}
                onClick={() => rows.remove(i)}
              >
                <Trash2 aria-hidden />
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <p className="text-sm text-destructive" role={listError ? 'alert' : undefined}>
        {listError}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" disabled={rows.fields.length >= 50} onClick={() => rows.append(emptyLine('other'))}>
          <Plus aria-hidden /> Add a line
        </Button>
        <Button type="submit" variant="dark" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : view.bill ? 'Save the corrected bill' : 'Save the final bill'}
        </Button>
      </div>
    </form>
  )
}
