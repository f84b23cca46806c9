// Step 4 of an instant-book package: what booking at once means, before the planner
// commits: the deposit due now (with our booking fee), the venue's cancellation terms in words and the
// all-in total, and the box she ticks to agree to them (the request's `instantBookAgreed`).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as zapIcon from 'lucide-react/icons/zap'
import { useId } from 'react'
import type { BookingTerms } from '~/domain/bookings/instant-book-terms'
import { formatCents } from '~/domain/pricing/estimate'
import { checkInput } from '~/web/components/form/choice-fieldset'
import { FieldError } from '~/web/components/form/field-error'
import type { WizardForm } from './wizard-steps'

const Zap = lucideIcon(zapIcon)

export function WizardInstantBookTerms({ form, terms }: { form: WizardForm; terms: BookingTerms }) {
  const ids = useId()
  const error = form.formState.errors.instantBookAgreed?.message
  const fee = terms.bookingFeeCents > 0
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="grid gap-3 rounded-2xl border border-terracotta-200 bg-terracotta-50 p-4"
    >
      <h4 id={`${ids}-title`} className="flex items-center gap-2 font-semibold text-ink-900">
        <Zap className="size-4 text-terracotta-700" aria-hidden /> Instant booking: what you agree to
      </h4>
      <p className="text-sm text-ink-800">
        {terms.packageName} is instant book: pressing Book now books {terms.spaceName} for you at once, on these terms.
        It is not a request the venue answers later.
      </p>
      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">{fee ? 'Due now: deposit and booking fee' : 'Due now: deposit'}</dt>
          <dd className="font-semibold text-ink-900 tabular-nums">{formatCents(terms.dueNowCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">Deposit ({Number(terms.depositPct.toFixed(3))}% of the venue's total)</dt>
          <dd className="text-ink-900 tabular-nums">{formatCents(terms.depositCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">Balance, due before the event</dt>
          <dd className="text-ink-900 tabular-nums">{formatCents(terms.balanceCents)}</dd>
        </div>
        <div className="mt-1 flex justify-between gap-4 border-t border-terracotta-200 pt-2 font-semibold">
          <dt>Total, all in{fee ? ' (with the booking fee)' : ''}</dt>
          <dd className="tabular-nums">{formatCents(terms.allInCents)}</dd>
        </div>
      </dl>
      <div className="grid gap-1 text-sm">
        <p className="font-medium text-ink-900">Cancellation terms</p>
        <p className="text-ink-800">{terms.cancellationTerms}</p>
      </div>
      <div className="grid gap-1">
        <label className="flex items-start gap-3 text-sm text-ink-900">
          <input
            type="checkbox"
            className={`${checkInput} mt-0.5`}
            aria-invalid={Boolean(error)}
            aria-describedby={`${ids}-error`}
            aria-required
            {...form.register('instantBookAgreed')}
          />
          <span>
            I agree to book now: {formatCents(terms.dueNowCents)} is due now, the cancellation terms above apply, and
            the total is {formatCents(terms.allInCents)} all in.
          </span>
        </label>
        <FieldError id={`${ids}-error`} message={error} />
      </div>
    </section>
  )
}
