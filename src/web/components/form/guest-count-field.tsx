// How many guests: a whole-number box in the range the form allows, with or without a slider.
import { useState, type ReactNode, type Ref } from 'react'
import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form'
import { MAX_GUESTS, MIN_GUESTS } from '~/domain/guests'
import { Input, inputClass } from '~/web/components/ui/input'
import { Slider } from '~/web/components/ui/slider'
import { cn } from '~/web/lib/cn'
import { guestCountFromText, guestCountText, settledGuestCount } from '~/web/lib/guest-count'
import { FormField, type FieldControlProps } from './form-field'

type FieldProps = {
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  className?: string
}

/**
 * A number box in [min, max] bound with register (registered as it renders, so the first invalid
 * field focused is the first on screen); `options` may settle what was typed on blur.
 */
export function GuestCountField<T extends FieldValues>({
  register,
  name,
  options,
  min,
  max,
  inputClassName,
  ...field
}: FieldProps & {
  register: UseFormRegister<T>
  name: Path<T>
  options?: RegisterOptions<T, Path<T>>
  min: number
  max: number
  inputClassName?: string
}) {
  return (
    <FormField {...field}>
      {(p) => (
        <Input
          {...p}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className={inputClassName}
          {...register(name, options)}
        />
      )}
    </FormField>
  )
}

/**
 * A number box and a slider on one value (8 to 60): what is typed is kept as typed while typing
 * and clamped into range when the box is left.
 */
export function GuestCountSliderField<T extends FieldValues, TOutput = T>({
  control,
  name,
  ...field
}: FieldProps & { control: Control<T, unknown, TOutput>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: value }) => (
        <FormField {...field}>
          {(p) => (
            <GuestCountSlider
              {...p}
              name={name}
              inputRef={value.ref}
              value={value.value}
              onChange={value.onChange}
              onBlur={value.onBlur}
            />
          )}
        </FormField>
      )}
    />
  )
}

type SliderProps = FieldControlProps & {
  name: string
  value: unknown
  onChange: (value: number | string) => void
  onBlur: () => void
  inputRef: Ref<HTMLInputElement>
}

function GuestCountSlider({ name, value, onChange, onBlur, inputRef, ...control }: SliderProps) {
  const asNumber = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10)
  const [text, setText] = useState(guestCountText(value))
  const [lastValue, setLastValue] = useState(value)
  // A value set from outside (a parsed message, a relaxation) replaces what the box shows.
  if (value !== lastValue) {
    setLastValue(value)
    setText(guestCountText(value))
  }
  const commit = () => {
    const n = settledGuestCount(text)
    if (n !== null) {
      setText(String(n))
      setLastValue(n)
      onChange(n)
    }
    onBlur()
  }
  return (
    <div className="flex items-center gap-4">
      <input
        {...control}
        ref={inputRef}
        name={name}
        type="number"
        inputMode="numeric"
        min={MIN_GUESTS}
        max={MAX_GUESTS}
        step={1}
        className={cn(inputClass, 'w-24 shrink-0')}
        value={text}
        onChange={(ev) => {
          setText(ev.target.value)
          const next = guestCountFromText(ev.target.value)
          setLastValue(next)
          onChange(next)
        }}
        onBlur={commit}
      />
      <Slider
        min={MIN_GUESTS}
        max={MAX_GUESTS}
        step={1}
        value={[Number.isFinite(asNumber) ? Math.min(Math.max(asNumber, MIN_GUESTS), MAX_GUESTS) : MIN_GUESTS]}
        onValueChange={([n]) => onChange(n)}
        thumbLabels={['Group size slider']}
        className="min-w-0 flex-1"
      />
    </div>
  )
}
