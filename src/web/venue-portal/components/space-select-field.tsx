// "Whole venue" or one of the venue's spaces, as a form's `spaceId` (a blackout, a synced calendar).
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'

export function SpaceSelectField<T extends FieldValues, Out>({
  control,
  label,
  spaces,
}: {
  control: Control<T, unknown, Out>
  label: string
  spaces: readonly { id: number; name: string }[] | undefined
}) {
  return (
    <Controller
      control={control}
      name={'spaceId' as Path<T>}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(p) => (
            <select {...p} {...field} value={String(field.value ?? '')} className={nativeSelectClass}>
              <option value="">Whole venue</option>
              {spaces?.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
    />
  )
}
