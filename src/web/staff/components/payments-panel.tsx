// The payments tab of a request: the schedule with what each instalment has had, the
// ledger row by row (who recorded what), a form to record a bank transfer or cheque, and the
// cancellation with refunds per the booking's policy; an offline refund is marked paid back
// once staff have sent it. Opening the schedule is a button until then.
// A ledger that does not reconcile (paid ≤ owed included) is the first thing in the tab.
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState, type FormEvent } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { formatCents } from '~/domain/pricing/estimate'
import { centsToTypedDollars, typedDollarsToCents, DOLLARS_RE } from '~/domain/pricing/money'
import { offlinePaymentSchema, refundPaybackSchema, type StaffBookingPayments } from '~/domain/payments/payments-api'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { Skeleton } from '~/web/components/ui/skeleton'
import { INSTALMENT_BADGE_LABELS, instalmentBadgeState } from '~/domain/payments/instalment-state'
import { isApiError } from '~/web/lib/api'
import { formatDateTime, formatDisplayDate, localDateToIso } from '~/web/lib/dates'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { toast } from '~/web/lib/use-toast'
import { FinalBillPanel } from './final-bill-panel'
import {
  useCancelBooking,
  useMarkRefundPaidBack,
  useOpenPayments,
  useRecordOfflinePayment,
  useStaffPayments,
} from '../api/payments'

const panel = 'grid content-start gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft sm:p-5'
const panelTitle = 'font-display text-xl font-semibold text-ink-900'
const cell = 'px-2 py-1.5 text-left align-top'

const KIND_LABELS = { deposit: 'Deposit and booking fee', balance: 'Balance', final: 'Final bill' } as const
const LEDGER_LABELS = { charge: 'Payment', refund: 'Refund', fee: 'Booking fee', payout_due: 'Due to venue' } as const
const METHOD_LABELS = { card: 'Card', bank_transfer: 'Bank transfer', cheque: 'Cheque' } as const

export function PaymentsPanel({ requestId, canOpen }: { requestId: number; canOpen: boolean }) {
  const query = useStaffPayments(requestId)
  const open = useOpenPayments(requestId)
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading the payments…
        </span>
        <Skeleton className="h-40 w-full" />
      </div>
    )
  }
  if (query.isError) {
    const none = isApiError(query.error) && query.error.status === 404
    return (
      <section className={panel} aria-labelledby="payments-none">
        <h2 id="payments-none" className={panelTitle}>
          Payments
        </h2>
        <p className="text-sm text-ink-700">
          {none
            ? canOpen
              ? 'No payment schedule yet. Open it to ask the planner for the deposit and booking fee.'
              : 'Payments open once the planner has accepted a proposal and the booking is confirmed.'
            : 'The payments could not be loaded. Please try again.'}
        </p>
        {none && canOpen && (
          <Button
            type="button"
            variant="dark"
            className="justify-self-start"
            disabled={open.isPending}
            onClick={() =>
              open.mutate(undefined, {
                onSuccess: () => toast({ title: 'Payments opened', description: 'The planner was emailed.' }),
                onError: (e) => toast({ variant: 'destructive', title: 'Not opened', description: serverMessageOf(e) }),
              })
            }
          >
            {open.isPending ? 'Opening…' : 'Open the payment schedule'}
          </Button>
        )}
      </section>
    )
  }
  return <PaymentsContent requestId={requestId} view={query.data} />
}

function PaymentsContent({ requestId, view }: { requestId: number; view: StaffBookingPayments }) {
  return (
    <div className="grid gap-6">
      {!view.reconciliation.ok && (
        // First in the tab: a ledger that does not reconcile is the thing to look at.
        <section
          role="alert"
          aria-labelledby="payments-unreconciled"
          className="grid gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-950"
        >
          <h2 id="payments-unreconciled" className="font-display text-xl font-semibold">
            The ledger does not reconcile
          </h2>
          <ul className="ml-5 list-disc text-sm">
            {view.reconciliation.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <p className="text-sm">Nothing should be paid out to the venue until this is explained.</p>
        </section>
      )}
      <FinalBillPanel requestId={requestId} eventDate={view.eventDate} className={panel} />
      <section className={panel} aria-labelledby="payment-schedule">
        <h2 id="payment-schedule" className={panelTitle}>
          Schedule
        </h2>
        {view.status === 'cancelled' && (
          <p role="status" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            This booking was cancelled; refunds were recorded per the cancellation policy.
          </p>
        )}
        <p className="text-sm text-ink-700">
          Venue {formatCents(view.venueTotalCents)} + booking fee {formatCents(view.bookingFeeCents)} = all in{' '}
          <strong>{formatCents(view.allInCents)}</strong> · event {formatDisplayDate(view.eventDate)} · booking fee{' '}
          {view.bookingFeeRefundable ? 'refundable' : 'kept on cancellation'}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Instalments</caption>
            <thead className="text-ink-600">
              <tr>
                <th className={cell}>Instalment</th>
                <th className={cell}>Due</th>
                <th className={cell}>Amount</th>
                <th className={cell}>Paid</th>
                <th className={cell}>Still due</th>
                <th className={cell}>State</th>
              </tr>
            </thead>
            <tbody>
              {view.instalments.map((i) => (
                <tr key={i.id} className="border-t border-ivory-300">
                  <td className={cell}>
                    {KIND_LABELS[i.kind]}
                    {i.shares.length > 0 && (
                      <span className="block text-xs text-ink-600">
                        {i.shares.filter((s) => s.paid).length} of {i.shares.length} guest shares paid
                      </span>
                    )}
                  </td>
                  <td className={cell}>{formatDisplayDate(i.dueOn)}</td>
                  <td className={`${cell} tabular-nums`}>{formatCents(i.amountCents)}</td>
                  <td className={`${cell} tabular-nums`}>{formatCents(i.paidCents)}</td>
                  <td className={`${cell} tabular-nums`}>
                    {view.status === 'cancelled' ? formatCents(0) : formatCents(i.dueCents)}
                  </td>
                  <td
                    className={`${cell} ${i.state === 'overdue' && view.status !== 'cancelled' ? 'font-semibold text-red-800' : ''}`}
                  >
                    {INSTALMENT_BADGE_LABELS[instalmentBadgeState(i, view.status === 'open')]}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-ink-700">
          Paid {formatCents(view.totals.paidCents)} · refunded {formatCents(view.totals.refundedCents)} · held for the
          venue {formatCents(view.totals.heldForVenueCents)} · booking fee kept {formatCents(view.totals.feeKeptCents)}
        </p>
        {view.reconciliation.ok && (
          <p className="text-sm text-sage-700">
            The ledger reconciles: paid − refunded = held for the venue + fee kept. Nobody has kept more than they owe.
          </p>
        )}
      </section>

      <LedgerSection ledger={view.ledger} />

      {view.ledger.some((e) => e.refund?.state === 'to_pay_back') && (
        <section className={panel} aria-labelledby="refunds-to-pay-back">
          <h2 id="refunds-to-pay-back" className={panelTitle}>
            Refunds to pay back
          </h2>
          <p className="text-sm text-ink-700">
            These payers paid offline: send each refund by bank transfer or cheque, then mark it paid back. The
            organiser then sees it refunded.
          </p>
          {view.ledger
            .filter((e) => e.refund?.state === 'to_pay_back')
            .map((e) => (
              <PaybackForm key={e.id} requestId={requestId} entryId={e.id} amountCents={e.amountCents} />
            ))}
        </section>
      )}

      {view.status === 'open' && (
        <div className="grid gap-6 lg:grid-cols-2">
          <section className={panel} aria-labelledby="record-payment">
            <h2 id="record-payment" className={panelTitle}>
              Record a bank transfer or cheque
            </h2>
            <OfflinePaymentForm requestId={requestId} view={view} />
          </section>
          <section className={panel} aria-labelledby="cancel-booking">
            <h2 id="cancel-booking" className={panelTitle}>
              Cancel and refund
            </h2>
            <p className="text-sm text-ink-700">
              Refunds follow the policy:{' '}
              {view.cancellationPolicy.length
                ? view.cancellationPolicy
                    .map((t) => `${t.refundPct} % back from ${t.daysBefore} days before`)
                    .join(', ')
                : 'no refunds'}
              ; none after. Card payments are refunded through Stripe; offline ones are recorded for you to pay back.
            </p>
            <CancelDialog requestId={requestId} />
          </section>
        </div>
      )}
    </div>
  )
}

/** Every movement of money, oldest first: card, offline, refunds and who recorded them. */
function LedgerSection({ ledger }: { ledger: StaffBookingPayments['ledger'] }) {
  return (
    <section className={panel} aria-labelledby="payment-ledger">
      <h2 id="payment-ledger" className={panelTitle}>
        Ledger
      </h2>
      {ledger.length === 0 ? (
        <p className="text-sm text-ink-700">No money has moved yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Ledger entries, oldest first</caption>
            <thead className="text-ink-600">
              <tr>
                <th className={cell}>When</th>
                <th className={cell}>Entry</th>
                <th className={cell}>Amount</th>
                <th className={cell}>Payer</th>
                <th className={cell}>Method</th>
                <th className={cell}>Reference</th>
                <th className={cell}>Recorded by</th>
              </tr>
            </thead>
            <tbody>
              {ledger.map((e) => (
                <tr key={e.id} className="border-t border-ivory-300">
                  <td className={cell}>
                    {e.receivedOn ? formatDisplayDate(e.receivedOn) : formatDateTime(e.createdAt)}
                  </td>
                  <td className={cell}>
                    {LEDGER_LABELS[e.kind]}
                    {e.instalmentId === null && (
                      <span className="block text-xs text-ink-600">Not owed: refunded at once</span>
                    )}
                    {e.refund && e.method !== 'card' && (
                      <span className="block text-xs text-ink-600">
                        {e.refund.label}
                        {e.refund.paidBack && ` (${e.refund.paidBack.note})`}
                      </span>
                    )}
                  </td>
                  <td className={`${cell} tabular-nums`}>{formatCents(e.amountCents)}</td>
                  <td className={cell}>{e.payer === 'organiser' ? 'Organiser' : 'Guest share'}</td>
                  <td className={cell}>{METHOD_LABELS[e.method]}</td>
                  <td className={`${cell} font-mono text-xs`}>{e.reference ?? '—'}</td>
                  <td className={cell}>{e.recordedBy ?? (e.method === 'card' ? 'Stripe' : '—')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

const offlineFormSchema = offlinePaymentSchema.omit({ amountCents: true }).extend({
  instalmentId: z.coerce.number<string>().int().positive('Choose the instalment'),
  amount: z
    .string()
    .trim()
    .regex(DOLLARS_RE, 'Give the amount in dollars, e.g. 720.00')
    .refine((s) => Number(s) > 0, 'Give the amount in dollars, e.g. 720.00'),
})
type OfflineFormInput = z.input<typeof offlineFormSchema>
type OfflineFormOutput = z.output<typeof offlineFormSchema>

function OfflinePaymentForm({ requestId, view }: { requestId: number; view: StaffBookingPayments }) {
  const record = useRecordOfflinePayment(requestId)
  const due = view.instalments.filter((i) => i.dueCents > 0)
  const first = due[0]
  const form = useForm<OfflineFormInput, unknown, OfflineFormOutput>({
    resolver: zodResolver(offlineFormSchema),
    defaultValues: {
      instalmentId: first ? String(first.id) : '',
      amount: first ? centsToTypedDollars(first.dueCents) : '',
      receivedOn: '',
      method: 'bank_transfer',
      reference: '',
    },
  })
  const { register, reset, formState } = form
  const e = formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: ['instalmentId', 'receivedOn', 'method', 'reference'],
    send: ({ amount, ...values }) => record.mutateAsync({ ...values, amountCents: typedDollarsToCents(amount) }),
    successToast: (_r, values) => ({
      title: 'Payment recorded',
      description: `${formatCents(typedDollarsToCents(values.amount))} (${values.reference}); the payer gets a receipt.`,
    }),
    onSuccess: () => reset({ ...form.getValues(), amount: '', reference: '' }),
    failureToast: (error) => ({ title: 'Payment not recorded', description: serverMessageOf(error) }),
  })
  if (due.length === 0) return <p className="text-sm text-ink-700">Every instalment is paid.</p>
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Record a payment" className="grid gap-3 sm:grid-cols-2">
      <FormField label="Instalment" error={e.instalmentId?.message} className="sm:col-span-2">
        {(p) => (
          <select {...p} className={nativeSelectClass} {...register('instalmentId')}>
            {due.map((i) => (
              <option key={i.id} value={String(i.id)}>
                {KIND_LABELS[i.kind]}: {formatCents(i.dueCents)} still due
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Amount (USD)" error={e.amount?.message} required>
        {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register('amount')} />}
      </FormField>
      <FormField label="Received on" error={e.receivedOn?.message} required>
        {(p) => <Input {...p} type="date" {...register('receivedOn')} />}
      </FormField>
      <FormField label="Method" error={e.method?.message}>
        {(p) => (
          <select {...p} className={nativeSelectClass} {...register('method')}>
            <option value="bank_transfer">Bank transfer</option>
            <option value="cheque">Cheque</option>
          </select>
        )}
      </FormField>
      <FormField label="Reference" hint="The bank's or the cheque's" error={e.reference?.message} required>
        {(p) => <Input {...p} autoComplete="off" {...register('reference')} />}
      </FormField>
      <Button type="submit" variant="dark" className="sm:col-span-2" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Recording…' : 'Record payment'}
      </Button>
    </form>
  )
}

const paybackFormSchema = refundPaybackSchema.omit({ amountCents: true }).extend({
  amount: z.string().trim().regex(DOLLARS_RE, 'Give the amount in dollars, e.g. 300.00'),
})

function PaybackForm({ requestId, entryId, amountCents }: { requestId: number; entryId: number; amountCents: number }) {
  const mark = useMarkRefundPaidBack(requestId)
  const form = useForm<z.input<typeof paybackFormSchema>, unknown, z.output<typeof paybackFormSchema>>({
    resolver: zodResolver(paybackFormSchema),
    defaultValues: { amount: centsToTypedDollars(amountCents), note: '' },
  })
  const { register, formState } = form
  const e = formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: ['note'],
    send: ({ amount, note }) => mark.mutateAsync({ entryId, note, amountCents: typedDollarsToCents(amount) }),
    successToast: (_r, values) => ({
      title: 'Refund paid back',
      description: `${formatCents(typedDollarsToCents(values.amount))} (${values.note}).`,
    }),
    failureToast: (error) => ({ title: 'Refund not marked', description: serverMessageOf(error) }),
  })
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Refund of ${formatCents(amountCents)}`}
      className="grid gap-3 border-t border-ivory-300 pt-3 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
    >
      <FormField label="Amount (USD)" error={e.amount?.message} required>
        {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...register('amount')} />}
      </FormField>
      <FormField
        label="Note"
        hint="How it was paid back: the transfer or cheque reference"
        error={e.note?.message}
        required
      >
        {(p) => <Input {...p} autoComplete="off" {...register('note')} />}
      </FormField>
      <Button type="submit" variant="dark" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Marking…' : 'Mark paid back'}
      </Button>
    </form>
  )
}

function CancelDialog({ requestId }: { requestId: number }) {
  const ids = useId()
  const [open, setOpen] = useState(false)
  const cancel = useCancelBooking(requestId)
  // The server checks the day against today where the event happens; the picker stops at ours.
  const today = localDateToIso(new Date())
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const cancelledOn = String(data.get('cancelledOn') ?? '') || undefined
    const note = String(data.get('note') ?? '').trim() || undefined
    try {
      const view = await cancel.mutateAsync({ cancelledOn, fullRefund: data.get('fullRefund') === 'on', note })
      setOpen(false)
      toast({
        title: 'Booking cancelled',
        description: `${formatCents(view.totals.refundedCents)} refunded. The event is cancelled; the host, co-hosts, guests who paid and the venue were emailed.`,
      })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not cancelled', description: serverMessageOf(error) })
    }
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="justify-self-start">
          Cancel and refund…
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Cancel the booking and refund</DialogTitle>
        <DialogDescription>
          The event is cancelled for the host and co-hosts, the venue’s space is released, and each payer gets back
          their part per the venue’s terms (or everything), in proportion to what they paid. Everyone is emailed. This
          cannot be undone.
        </DialogDescription>
        <form onSubmit={onSubmit} className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-on`}>Cancelled on (empty: today)</Label>
            <Input id={`${ids}-on`} name="cancelledOn" type="date" max={today} />
          </div>
          <div className="flex items-center gap-2">
            <input id={`${ids}-full`} name="fullRefund" type="checkbox" className="size-4" />
            <Label htmlFor={`${ids}-full`}>Refund in full, our booking fee included (not by the venue’s terms)</Label>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-note`}>Why (the history and the host’s email show it)</Label>
            <textarea id={`${ids}-note`} name="note" rows={2} maxLength={500} className={textareaClass} />
          </div>
          <Button type="submit" variant="dark" disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel and refund'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
