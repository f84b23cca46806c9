// Cancellation terms typed as steps ("cancelling at least N days before refunds P %"): a venue's
// policy (portal profile) and a quote's own terms (portal quote, staff proposal), each
// validated by the domain's cancellationTermsField.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as plusIcon from 'lucide-react/icons/plus'
import * as trashIcon from 'lucide-react/icons/trash'
import { useId, type ReactNode } from 'react'
import {
  get,
  useFieldArray,
  useFormState,
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form'
import { CANCELLATION_TERMS_MAX } from '~/domain/venues/cancellation-terms'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { FormField } from './form-field'

const Plus = lucideIcon(plusIcon)
const Trash2 = lucideIcon(trashIcon)

const messageAt = (errors: unknown, path: string): string | undefined =>
  (get(errors, path) as { message?: string } | undefined)?.message

export function CancellationTermsFieldset<T extends FieldValues, O = T>({
  control,
  register,
  name,
  legend = 'Cancellation terms',
  empty,
}: {
  control: Control<T, unknown, O>
  register: UseFormRegister<T>
  name: FieldArrayPath<T>
  legend?: ReactNode
  /** What no step means here (no refund for a policy; the venue's policy for a quote). */
  empty: ReactNode
}) {
  const ids = useId()
  const rows = useFieldArray({ control, name })
  const { errors } = useFormState({ control })
  const error = messageAt(errors, name) ?? messageAt(errors, `${name}.root`)
  const field = (i: number, key: 'daysBefore' | 'refundPct') => `${name}.${i}.${key}` as Path<T>
  return (
    <fieldset className="grid gap-3" aria-describedby={`${ids}-hint ${ids}-error`}>
      <legend className="text-sm font-medium text-ink-900">{legend}</legend>
      <p id={`${ids}-hint`} className="text-xs text-ink-600">
        Each row: cancelling at least this many days before the event refunds this share of what was paid.
      </p>
      {rows.fields.length === 0 && <p className="text-sm text-ink-700">{empty}</p>}
      <ol className="grid gap-3">
        {rows.fields.map((row, i) => (
          <li key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <FormField label="Until days before" error={messageAt(errors, field(i, 'daysBefore'))}>
              {(p) => <Input {...p} inputMode="numeric" {...register(field(i, 'daysBefore'))} />}
            </FormField>
            <FormField label="Refund (%)" error={messageAt(errors, field(i, 'refundPct'))}>
              {(p) => <Input {...p} inputMode="numeric" {...register(field(i, 'refundPct'))} />}
            </FormField>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove cancellation step ${i + 1}`}
              onClick={() => rows.remove(i)}
            >
              <Trash2 aria-hidden />
            </Button>
          </li>
        ))}
      </ol>
      <p id={`${ids}-error`} className="text-sm text-destructive" role={error ? 'alert' : undefined}>
        {error}
      </p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={rows.fields.length >= CANCELLATION_TERMS_MAX}
        onClick={() => rows.append({ daysBefore: '', refundPct: '' } as FieldArray<T, FieldArrayPath<T>>)}
      >
        <Plus aria-hidden /> Add a step
      </Button>
    </fieldset>
  )
}

/** A quote's terms left empty are not "no refund": they are left out, and the venue's policy applies. */
export function withoutEmptyTerms<I extends { cancellationTerms?: readonly unknown[] }>(input: I): I {
  return input.cancellationTerms?.length ? input : { ...input, cancellationTerms: undefined }
}
