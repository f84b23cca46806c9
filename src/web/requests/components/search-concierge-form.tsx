// The concierge request on an empty search, stored like every request: POST /api/concierge/requests.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import {
  searchConciergeSchema,
  type SearchConciergeInput,
  type SearchConciergeRequest,
} from '~/domain/requests/search-concierge'
import { ContactFields } from '~/web/components/form/contact-fields'
import { textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { formatDisplayDate } from '~/web/lib/dates'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCreateConciergeRequest } from '~/web/requests/api/create-concierge-request'

const CircleCheck = lucideIcon(circleCheckIcon)

export type SearchSummary = { location?: string; date?: string; time?: string; guests?: number }

const formSchema = searchConciergeSchema.pick({ name: true, email: true, phone: true, details: true })
type FormInput = Pick<SearchConciergeInput, 'name' | 'email' | 'phone' | 'details'>
type FormOutput = Pick<SearchConciergeRequest, 'name' | 'email' | 'phone' | 'details'>
const FIELDS = ['name', 'email', 'phone', 'details'] as const

type Props = { summary: SearchSummary; onCancel: () => void; onClose: () => void }

/** @public Loaded on demand by app/concierge-cta.tsx (a dynamic import knip cannot follow). */
export function SearchConciergeForm({ summary, onCancel, onClose }: Props) {
  const mutation = useCreateConciergeRequest()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: '', phone: '', details: '' },
  })
  const { register, setFocus, formState } = form
  const doneRef = useRef<HTMLDivElement>(null)
  const e = formState.errors
  const submitting = mutation.isPending
  const done = mutation.isSuccess

  useEffect(() => setFocus('name'), [setFocus])
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  // The search summary is fixed while the form is open: the form's own data tells one attempt from another.
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (data, attempt) => mutation.mutateAsync({ data: { ...data, ...summary }, idempotencyKey: attempt.key }),
    failureToast: { title: 'Error', description: GENERIC_FAILURE },
  })

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1} role="status" className="grid justify-items-start gap-3 outline-none">
        <CircleCheck className="size-9 text-sage-600" aria-hidden />
        <h2 className="font-display text-2xl font-semibold text-ink-900">Thank you for your request!</h2>
        <p className="text-ink-700">Our team will contact you within 24 hours with venues that fit.</p>
        <p className="text-sm text-ink-600">
          Reference: <span className="font-mono font-semibold text-ink-900">{mutation.data.reference}</span>
        </p>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    )
  }

  const rows: [string, string | undefined][] = [
    ['Location', summary.location],
    ['Date', summary.date ? formatDisplayDate(summary.date) : undefined],
    ['Time', summary.time],
    ['Guests', summary.guests ? String(summary.guests) : undefined],
  ]

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="concierge-form-title" className="grid gap-5">
      <div>
        <h2 id="concierge-form-title" className="font-display text-2xl font-semibold text-ink-900">
          Ask our concierge
        </h2>
        <p className="mt-1 text-ink-700">Tell us about your event; our team replies within 24 hours.</p>
      </div>
      <dl
        className="grid grid-cols-2 gap-3 rounded-2xl border border-ivory-300 bg-white p-4 text-sm sm:grid-cols-4"
        aria-label="Your search"
      >
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-ink-600">{term}</dt>
            <dd className="font-medium text-ink-900">{value || 'Not set'}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-3">
        <ContactFields
          register={register}
          errors={e}
          labels={{ name: 'Your Name', email: 'Email Address', phone: 'Phone Number' }}
        />
      </div>
      <FormField label="Event Details" error={e.details?.message} required>
        {(p) => (
          <textarea
            {...p}
            rows={4}
            className={textareaClass}
            placeholder="The occasion, budget, vibe and anything the venue must have."
            {...register('details')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Request'}
        </Button>
      </div>
    </form>
  )
}
