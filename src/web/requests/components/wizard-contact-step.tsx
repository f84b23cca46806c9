// Step 4: who to answer, and the whole request summed up before it is sent.
import { useId, type ReactNode } from 'react'
import { CompanyField, ContactFields } from '~/web/components/form/contact-fields'
import { cn } from '~/web/lib/cn'
import type { WizardForm } from './wizard-steps'

export type WizardSummary = {
  venueName: string
  eventType: string
  /** As shown, or '—'. */
  date: string
  time: string
  guests: number
  packageLabel: string
  total: string
  /** 'Estimated total', or 'Total, all in' for an instant booking's agreed total. */
  totalLabel: string
}

type Props = {
  form: WizardForm
  summary: WizardSummary
  /** An instant-book package's terms and the box that agrees to them, after the summary. */
  terms?: ReactNode
}

export function WizardContactStep({ form, summary, terms }: Props) {
  const ids = useId()
  const { register } = form
  const e = form.formState.errors
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields register={register} errors={e} />
        <CompanyField register={register} name="companyName" error={e.companyName?.message} />
      </div>
      <section aria-labelledby={`${ids}-summary`} className="rounded-2xl border border-ivory-300 bg-white p-4">
        <h4 id={`${ids}-summary`} className="font-semibold text-ink-900">
          Booking summary
        </h4>
        <dl className="mt-2 grid gap-1 text-sm">
          <SummaryRow term="Venue" value={summary.venueName} />
          <SummaryRow term="Event type" value={summary.eventType} />
          <SummaryRow term="Date" value={summary.date} />
          <SummaryRow term="Time" value={summary.time} />
          <SummaryRow term="Guests" value={String(summary.guests)} />
          <SummaryRow term="Package" value={summary.packageLabel} />
          <SummaryRow term={summary.totalLabel} value={summary.total} strong />
        </dl>
      </section>
      {terms}
    </>
  )
}

function SummaryRow({ term, value, strong }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-4', strong && 'mt-1 border-t border-ivory-300 pt-2 font-semibold')}>
      <dt className="text-ink-600">{term}</dt>
      <dd className="text-right text-ink-900">{value}</dd>
    </div>
  )
}
