import { useId } from 'react'
import { DIETARY_OPTIONS, FEATURE_OPTIONS, SEARCH_VIBES } from '~/domain/options'
import { BUDGET_DEFAULT, BUDGET_MAX, BUDGET_MIN, BUDGET_STEP } from '~/domain/search/search-constants'
import { Checkbox } from '~/web/components/ui/checkbox'
import { Label } from '~/web/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/web/components/ui/select'
import { Slider } from '~/web/components/ui/slider'

type Props = {
  budget: [number, number] | null
  onBudgetChange: (v: [number, number]) => void
  vibe: string
  onVibeChange: (v: string) => void
  dietary: string[]
  onDietaryChange: (v: string[]) => void
  features: string[]
  onFeaturesChange: (v: string[]) => void
}

const ANY = 'any'

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: readonly { value: string; label: string }[]
  value: string[]
  onChange: (v: string[]) => void
}) {
  const id = useId()
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2.5">
        {options.map((o) => {
          const checkboxId = `${id}-${o.value}`
          return (
            <div key={o.value} className="flex items-center gap-2.5">
              <Checkbox
                id={checkboxId}
                checked={value.includes(o.value)}
                onCheckedChange={(c) => onChange(c === true ? [...value, o.value] : value.filter((x) => x !== o.value))}
              />
              <Label htmlFor={checkboxId} className="font-normal text-ink-700">
                {o.label}
              </Label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

export function AdvancedOptions(props: Props) {
  const id = useId()
  const budget = props.budget ?? BUDGET_DEFAULT
  return (
    <div className="grid gap-8 border-t border-ivory-300 pt-6 md:grid-cols-2">
      <div className="grid content-start gap-6">
        <div>
          <div className="mb-3 flex items-baseline justify-between">
            <span id={`${id}-budget`} className="text-sm font-semibold text-ink-900">
              Budget per person
            </span>
            <span className="text-sm text-ink-700" aria-live="polite">
              ${budget[0]} - ${budget[1]}
            </span>
          </div>
          <Slider
            aria-labelledby={`${id}-budget`}
            min={BUDGET_MIN}
            max={BUDGET_MAX}
            step={BUDGET_STEP}
            minStepsBetweenThumbs={0}
            value={budget}
            onValueChange={(v) => props.onBudgetChange([v[0], v[1]])}
            thumbLabels={['Minimum budget per person', 'Maximum budget per person']}
          />
          <div className="mt-1 flex justify-between text-xs text-ink-500">
            <span>${BUDGET_MIN}</span>
            <span>${BUDGET_MAX}</span>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-vibe`}>Vibe</Label>
          <Select value={props.vibe || ANY} onValueChange={(v) => props.onVibeChange(v === ANY ? '' : v)}>
            <SelectTrigger id={`${id}-vibe`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any vibe</SelectItem>
              {SEARCH_VIBES.map((v) => (
                <SelectItem key={v.value} value={v.value}>
                  {v.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid content-start gap-6">
        <CheckboxGroup
          legend="Dietary preferences"
          options={DIETARY_OPTIONS}
          value={props.dietary}
          onChange={props.onDietaryChange}
        />
        <CheckboxGroup
          legend="Venue features"
          options={FEATURE_OPTIONS}
          value={props.features}
          onChange={props.onFeaturesChange}
        />
      </div>
    </div>
  )
}
