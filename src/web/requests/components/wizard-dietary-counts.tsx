// Step 3's dietary needs: a box per diet and, once ticked, how many guests keep it (each and their
// sum at most the group, checked on Continue as the server checks them).
import { useId } from 'react'
import { useWatch } from 'react-hook-form'
import { DIETARY_OPTIONS, type Dietary } from '~/domain/options'
import { checkInput, checkRow, ChoiceFieldset } from '~/web/components/form/choice-fieldset'
import { FieldError } from '~/web/components/form/field-error'
import { Input } from '~/web/components/ui/input'
import type { WizardForm } from './wizard-steps'

type Count = { diet: Dietary; guests: unknown }

export function WizardDietaryCounts({ form }: { form: WizardForm }) {
  const ids = useId()
  const counts = (useWatch({ control: form.control, name: 'dietaryCounts' }) ?? []) as Count[]
  const errors = form.formState.errors.dietaryCounts
  const set = (next: Count[]) => form.setValue('dietaryCounts', next, { shouldDirty: true })
  const listError = errors?.message ?? errors?.root?.message
  return (
    <ChoiceFieldset legend="Dietary needs (optional)" errorId={`${ids}-error`} error={listError}>
      <p className="text-sm text-ink-600">Tick each diet your group keeps and say how many guests keep it.</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {DIETARY_OPTIONS.map((d) => {
          const i = counts.findIndex((c) => c.diet === d.value)
          const message = i >= 0 ? errors?.[i]?.guests?.message : undefined
          return (
            <li key={d.value} className="grid gap-2">
              <label className={checkRow}>
                <input
                  type="checkbox"
                  className={checkInput}
                  checked={i >= 0}
                  onChange={(ev) =>
                    set(
                      ev.target.checked
                        ? [...counts, { diet: d.value, guests: '' }]
                        : counts.filter((c) => c.diet !== d.value),
                    )
                  }
                />
                <span className="text-ink-900">{d.label}</span>
              </label>
              {i >= 0 && (
                <div className="flex flex-wrap items-center gap-2 ps-9 text-sm">
                  <label htmlFor={`${ids}-${d.value}`} className="text-ink-700">
                    {d.label}: how many guests
                  </label>
                  <Input
                    id={`${ids}-${d.value}`}
                    className="w-20"
                    inputMode="numeric"
                    aria-invalid={Boolean(message)}
                    aria-describedby={`${ids}-${d.value}-error`}
                    value={String(counts[i].guests ?? '')}
                    onChange={(ev) => set(counts.map((c, j) => (j === i ? { ...c, guests: ev.target.value } : c)))}
                  />
                  <FieldError id={`${ids}-${d.value}-error`} message={message} />
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </ChoiceFieldset>
  )
}
