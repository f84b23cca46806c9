// The venue's final bill on the organiser's event page, once the venue has entered it: each line
// beside the agreed terms and the door count, the total, what was paid and what settling will do.
// The host accepts it (it is settled against what was paid: over-collection refunded, a shortfall
// asked for) or disputes a line with a note our team reads; once accepted, she takes the expense
// packet (PDF and CSV) for her company's expense report.
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { formatCents } from '~/domain/pricing/estimate'
import type { EventSummary } from '~/domain/events/event'
import {
  disputeLineSchema,
  expensePacketSchema,
  type DisputeLineInput,
  type FinalBillView,
} from '~/domain/payments/final-bill-api'
import { typedDollarsToCents, DOLLARS_RE } from '~/domain/pricing/money'
import { planSettlement } from '~/domain/payments/settlement'
import { BillDisputes, BillLines, BillTerms } from '~/web/components/bill/final-bill-summary'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { formatInstantDate } from '~/web/lib/dates'
import { failureMessage } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { toast } from '~/web/lib/use-toast'
import {
  useAcceptFinalBill,
  useDisputeLine,
  useEventFinalBill,
  useExpensePacket,
  type ExpensePacketFile,
} from '../api/final-bill'
import { ConfirmDialog } from './confirm-dialog'

type Props = {
  event: EventSummary
  /** The booking has payments and the event has started: only then can there be a bill. */
  billable: boolean
  /** The booking's payment page, where a shortfall is paid or split. */
  paymentsHref: string
  /** After settling: the payments shown elsewhere on the page have moved. */
  onSettled: () => void
}

export function EventFinalBill({ event, billable, paymentsHref, onSettled }: Props) {
  const query = useEventFinalBill(event.id, billable)
  const view = query.data
  if (!view || view.status === 'not_entered' || !view.bill) return null
  const isHost = event.role === 'host'
  return (
    <section
      aria-labelledby="final-bill-title"
      className="grid gap-4 rounded-xl border border-ivory-300 bg-white px-4 py-4 sm:px-5"
      data-testid="final-bill"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="final-bill-title" className="font-display text-xl font-semibold text-ink-900">
          Final bill
        </h2>
        <Badge variant={view.status === 'accepted' ? 'sage' : 'default'}>{view.statusLabel}</Badge>
      </div>
      <BillTerms view={view} />
      <BillLines view={view} caption={`The final bill from ${view.venueName ?? 'the venue'}`} />
      <p className="text-sm text-ink-700">
        Paid so far: <strong className="text-ink-900">{formatCents(view.keptCents)}</strong>
        {view.bookingFeeCents > 0 ? ` (our booking fee of ${formatCents(view.bookingFeeCents)} included)` : ''}.
      </p>
      {view.settlement ? (
        <Settled view={view} paymentsHref={paymentsHref} />
      ) : (
        <p className="text-sm text-ink-800">{settlementPreview(view)}</p>
      )}
      <BillDisputes view={view} />
      {view.status === 'disputed' && (
        <p role="status" className="font-medium text-terracotta-700">
          Disputed — our team will look.
        </p>
      )}
      {isHost && view.status !== 'accepted' && <BillActions eventId={event.id} view={view} onSettled={onSettled} />}
      {isHost && view.status === 'accepted' && <ExpensePacketForm eventId={event.id} />}
    </section>
  )
}

/** What accepting would do, by the settlement's own rule (the server settles; this only tells). */
function settlementPreview(view: FinalBillView): string {
  const total = view.bill?.totalCents ?? 0
  const feeHeld = Math.min(view.keptCents, view.bookingFeeCents)
  const plan = planSettlement({
    billCents: total,
    bookingFeeCents: view.bookingFeeCents,
    holdings: [{ payer: 'all', venueCents: view.keptCents - feeHeld, feeCents: feeHeld }],
  })
  const refund = plan.refunds.reduce((sum, r) => sum + r.amountCents, 0)
  if (refund > 0)
    return `Accepting the bill refunds ${formatCents(refund)} that was paid over it, to those who paid it.`
  if (plan.shortfall.amountCents > 0)
    return `Accepting the bill leaves ${formatCents(plan.shortfall.amountCents)} still to pay, which you can pay or split with your guests.`
  return 'What was paid covers the bill exactly: accepting it settles the booking.'
}

function Settled({ view, paymentsHref }: { view: FinalBillView; paymentsHref: string }) {
  const s = view.settlement!
  return (
    <div role="status" className="grid gap-2 rounded-xl border border-sage-600 bg-sage-100 p-3 text-sm text-ink-900">
      <p className="font-medium">
        Accepted{s.acceptedBy ? ` by ${s.acceptedBy}` : ''} on {formatInstantDate(s.acceptedAt)}.{' '}
        {s.refundedCents > 0
          ? s.toPayBackCents === 0
            ? `${formatCents(s.refundedCents)} was refunded to those who paid it.`
            : s.toPayBackCents === s.refundedCents
              ? `${formatCents(s.refundedCents)} is to pay back to those who paid it: they paid offline, and our team sends it.`
              : `${formatCents(s.refundedCents)} is refunded to those who paid it: ${formatCents(s.toPayBackCents)} of it, paid offline, is to pay back by our team.`
          : s.shortfallCents > 0
            ? `${formatCents(s.shortfallCents)} is still to pay.`
            : 'What was paid covered the bill: nothing more to pay.'}
      </p>
      {s.shortfallCents > 0 && s.instalmentId !== null && (
        <Link to={paymentsHref} className="font-medium text-terracotta-700 underline underline-offset-4">
          Pay the final bill ({formatCents(s.shortfallCents)})
        </Link>
      )}
    </div>
  )
}

function BillActions({ eventId, view, onSettled }: { eventId: number; view: FinalBillView; onSettled: () => void }) {
  const [accepting, setAccepting] = useState(false)
  const [disputing, setDisputing] = useState(false)
  const accept = useAcceptFinalBill(eventId)
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="dark" onClick={() => setAccepting(true)}>
        Accept the bill
      </Button>
      <Button variant="outline" onClick={() => setDisputing(true)}>
        Dispute a line
      </Button>
      <ConfirmDialog
        open={accepting}
        onOpenChange={setAccepting}
        title="Accept the final bill?"
        description={
          <>
            <p>
              You accept {formatCents(view.bill?.totalCents ?? 0)} as what {view.venueName ?? 'the venue'} is owed.
            </p>
            <p>{settlementPreview(view)}</p>
            <p>This cannot be undone.</p>
          </>
        }
        confirmLabel="Accept the bill"
        busyLabel="Accepting…"
        busy={accept.isPending}
        onConfirm={() =>
          accept.mutate(view.version, {
            onSuccess: () => {
              setAccepting(false)
              onSettled()
              toast({ variant: 'success', title: 'Final bill accepted', description: 'The booking is settled.' })
            },
            onError: (e) => {
              setAccepting(false)
              toast({
                variant: 'destructive',
                title: 'Not accepted',
                description: failureMessage(e, 'Please try again.'),
              })
            },
          })
        }
      />
      <Dialog open={disputing} onOpenChange={setDisputing}>
        <DialogContent>
          {disputing && <DisputeForm eventId={eventId} view={view} onDone={() => setDisputing(false)} />}
        </DialogContent>
      </Dialog>
    </div>
  )
}

function DisputeForm({ eventId, view, onDone }: { eventId: number; view: FinalBillView; onDone: () => void }) {
  const dispute = useDisputeLine(eventId)
  const form = useForm<DisputeLineInput>({
    resolver: zodResolver(disputeLineSchema),
    defaultValues: { lineKey: view.bill?.lines[0]?.key ?? '', note: '' },
  })
  const e = form.formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: ['lineKey', 'note'],
    send: (input) => dispute.mutateAsync(input),
    successToast: () => ({ title: 'Line disputed', description: 'Our team will look and be in touch.' }),
    onSuccess: onDone,
    failureToast: (error) => ({ title: 'Not sent', description: failureMessage(error, 'Please try again.') }),
  })
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogTitle>Dispute a line</DialogTitle>
      <DialogDescription>Our team reads your note and takes it up with the venue.</DialogDescription>
      <FormField label="Line" error={e.lineKey?.message} required>
        {(p) => (
          <select {...p} className={nativeSelectClass} {...form.register('lineKey')}>
            {view.bill?.lines.map((l) => (
              <option key={l.key} value={l.key}>
                {l.label}: {formatCents(l.amountCents)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="What is wrong with it?" error={e.note?.message} required>
        {(p) => <textarea {...p} rows={4} className={textareaClass} {...form.register('note')} />}
      </FormField>
      <Button type="submit" variant="dark" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending…' : 'Send the dispute'}
      </Button>
    </form>
  )
}

const packetFormSchema = expensePacketSchema.omit({ capPerPersonCents: true }).extend({
  cap: z
    .string()
    .trim()
    .refine((s) => s === '' || DOLLARS_RE.test(s), 'Give the cap in dollars, e.g. 90.00'),
})
type PacketInput = z.input<typeof packetFormSchema>
type PacketOutput = z.output<typeof packetFormSchema>

/** The packet's files as links the browser saves (they came with the signed-in request). */
function useFileLinks(file: ExpensePacketFile | null) {
  const links = useMemo(() => {
    if (!file) return null
    const pdf = Uint8Array.from(atob(file.pdf), (c) => c.charCodeAt(0))
    return {
      pdf: URL.createObjectURL(new Blob([pdf], { type: 'application/pdf' })),
      csv: URL.createObjectURL(new Blob([file.csv], { type: 'text/csv' })),
    }
  }, [file])
  useEffect(
    () => () => {
      if (links) [links.pdf, links.csv].forEach((url) => URL.revokeObjectURL(url))
    },
    [links],
  )
  return links
}

function ExpensePacketForm({ eventId }: { eventId: number }) {
  const packet = useExpensePacket(eventId)
  const [file, setFile] = useState<ExpensePacketFile | null>(null)
  const links = useFileLinks(file)
  const form = useForm<PacketInput, unknown, PacketOutput>({
    resolver: zodResolver(packetFormSchema),
    defaultValues: { purpose: '', cap: '', costCentre: '' },
  })
  const e = form.formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: ['purpose', 'costCentre'],
    send: ({ cap, ...input }) =>
      packet.mutateAsync({ ...input, ...(cap ? { capPerPersonCents: typedDollarsToCents(cap) } : {}) }),
    onSuccess: (made) => setFile(made),
    failureToast: (error) => ({ title: 'No packet made', description: failureMessage(error, 'Please try again.') }),
  })
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="expense-packet-title"
      className="grid gap-3 border-t border-ivory-300 pt-4 sm:grid-cols-2"
    >
      <div className="grid gap-1 sm:col-span-2">
        <h3 id="expense-packet-title" className="font-display text-lg font-semibold text-ink-900">
          Expense packet
        </h3>
        <p className="text-sm text-ink-700">
          The itemised receipt, the attendees and the cost per person, as a PDF and a CSV for your expense report.
        </p>
      </div>
      <FormField label="Business purpose" error={e.purpose?.message} required className="sm:col-span-2">
        {(p) => <Input {...p} autoComplete="off" {...form.register('purpose')} />}
      </FormField>
      <FormField label="Per-person cap (USD)" hint="Your policy's limit, all in; optional" error={e.cap?.message}>
        {(p) => <Input {...p} inputMode="decimal" autoComplete="off" {...form.register('cap')} />}
      </FormField>
      <FormField label="PO or cost centre" hint="Optional" error={e.costCentre?.message}>
        {(p) => <Input {...p} autoComplete="off" {...form.register('costCentre')} />}
      </FormField>
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start sm:col-span-2"
        disabled={form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? 'Making the packet…' : file ? 'Make it again' : 'Make the expense packet'}
      </Button>
      {file && links && (
        <div role="status" className="grid gap-2 text-sm sm:col-span-2">
          <p>A copy was emailed to {file.emailedTo}.</p>
          <p className="flex flex-wrap gap-4">
            <a
              href={links.pdf}
              download={`${file.fileName}.pdf`}
              className="font-medium text-terracotta-700 underline underline-offset-4"
            >
              Download PDF
            </a>
            <a
              href={links.csv}
              download={`${file.fileName}.csv`}
              className="font-medium text-terracotta-700 underline underline-offset-4"
            >
              Download CSV
            </a>
          </p>
        </div>
      )}
    </form>
  )
}
