// After the event: the host's one review of a catalogue venue (1 to 5 stars and text).
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as starIcon from 'lucide-react/icons/star'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { EventDetail } from '~/domain/events/event'
import { createReviewSchema, REVIEW_TEXT_MIN } from '~/domain/events/review'
import { textareaClass } from '~/web/components/form/control-classes'
import { FieldError } from '~/web/components/form/field-error'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Card } from '~/web/components/ui/card'
import { cn } from '~/web/lib/cn'
import { failureMessage } from '~/web/lib/form-errors'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCreateReview } from '../api/create-review'
import { formatShortDate } from '../lib/event-links'

const Star = lucideIcon(starIcon)

type FormInput = z.input<typeof createReviewSchema>
type FormOutput = z.output<typeof createReviewSchema>

export function ReviewPanel({ event }: { event: EventDetail }) {
  const headingId = useId()
  if (!event.review && !event.canReview) return null
  return (
    <Card className="grid gap-4 p-5 sm:p-6 lg:col-span-2">
      <section aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
          {event.review ? 'Your review' : `How was ${event.venueName ?? 'the venue'}?`}
        </h2>
        {event.review ? (
          <figure className="grid gap-2">
            <Stars rating={event.review.rating} />
            <blockquote className="whitespace-pre-line text-ink-800">{event.review.text}</blockquote>
            <figcaption className="text-sm text-ink-600">
              {event.review.authorName} · {formatShortDate(event.review.createdAt)}
            </figcaption>
          </figure>
        ) : (
          <ReviewForm eventId={event.id} />
        )}
      </section>
    </Card>
  )
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-0.5" aria-label={`${rating} out of 5 stars`} role="img">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn('size-5', i < rating ? 'fill-gold-400 text-gold-500' : 'text-ink-300')}
        />
      ))}
    </p>
  )
}

function ReviewForm({ eventId }: { eventId: number }) {
  const mutation = useCreateReview(eventId)
  const ids = useId()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createReviewSchema),
    defaultValues: { rating: undefined as unknown as number, text: '' },
  })
  const { register, control, formState } = form
  const e = formState.errors
  const busy = mutation.isPending || formState.isSubmitting

  const onSubmit = useSubmitForm(form, {
    fields: ['rating', 'text'],
    send: (input) => mutation.mutateAsync(input),
    successToast: () => ({
      title: 'Review Submitted',
      description: 'Thank you! Your review now appears on the venue page.',
    }),
    failureToast: (error) => ({ title: 'Error', description: failureMessage(error, GENERIC_FAILURE) }),
    toastWithFieldErrors: false,
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={`${ids}-rating-error`} aria-invalid={Boolean(e.rating)}>
            <legend className="mb-1 text-sm font-medium text-ink-800">Rating</legend>
            <div className="flex flex-wrap gap-2">
              {[1, 2, 3, 4, 5].map((n) => (
                <label
                  key={n}
                  className={cn(
                    'flex cursor-pointer items-center gap-1.5 rounded-full border border-ink-200 bg-white px-3 py-1.5 text-sm has-[:checked]:border-terracotta-600 has-[:checked]:bg-terracotta-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600',
                  )}
                >
                  <input
                    type="radio"
                    name={`${ids}-rating`}
                    value={n}
                    checked={field.value === n}
                    onChange={() => field.onChange(n)}
                    ref={n === 1 ? field.ref : undefined}
                    className="sr-only"
                  />
                  <Star
                    aria-hidden
                    className={cn(
                      'size-4',
                      typeof field.value === 'number' && n <= field.value
                        ? 'fill-gold-400 text-gold-500'
                        : 'text-ink-400',
                    )}
                  />
                  {n === 1 ? '1 star' : `${n} stars`}
                </label>
              ))}
            </div>
            <FieldError id={`${ids}-rating-error`} message={e.rating?.message} />
          </fieldset>
        )}
      />
      <FormField label="Your review" error={e.text?.message} required hint={`At least ${REVIEW_TEXT_MIN} characters`}>
        {(p) => <textarea {...p} rows={4} className={textareaClass} {...register('text')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Review'}
        </Button>
      </div>
    </form>
  )
}
