// Blackouts: days a space (or the whole venue) takes no events. Search, Callie and requests treat
// them as unavailable.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { blackoutInputSchema } from '~/domain/venue-portal/venue-portal-api'
import { DatePickerField } from '~/web/components/form/date-picker-field'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { formatDisplayDate } from '~/web/lib/dates'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { toast } from '~/web/lib/use-toast'
import { useAddBlackout } from '../api/add-blackout'
import { useBlackouts, type Blackout } from '../api/get-blackouts'
import { useSpaces } from '../api/get-spaces'
import { useRemoveBlackout } from '../api/remove-blackout'
import { LoadFailed, Loading, Panel } from './portal-ui'
import { SpaceSelectField } from './space-select-field'

// The select's value is text; '' is the whole venue.
const formSchema = blackoutInputSchema.extend({
  spaceId: z.string().transform((v) => (v === '' ? null : Number(v))),
})
type FormInput = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>
const FIELDS = ['date', 'spaceId', 'reason'] as const
const empty: FormInput = { date: '', spaceId: '', reason: '' }

export function BlackoutsView({ venueId }: { venueId: number }) {
  const blackouts = useBlackouts(venueId)
  const spaces = useSpaces(venueId)
  const add = useAddBlackout(venueId)
  const remove = useRemoveBlackout(venueId)
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: empty })
  const { register, control, reset, formState } = form
  const e = formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) => add.mutateAsync(input),
    onSuccess: () => reset(empty),
    successToast: (_saved, input) => ({ title: 'Date closed', description: formatDisplayDate(input.date) }),
    failureToast: (error) => ({ title: 'Date not closed', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  const spaceName = (b: Blackout) =>
    b.spaceId === null ? 'Whole venue' : (spaces.data?.find((s) => s.id === b.spaceId)?.name ?? 'A space')
  const onRemove = async (b: Blackout) => {
    try {
      await remove.mutateAsync({ date: b.date, spaceId: b.spaceId })
      toast({
        variant: 'success',
        title: 'Date open again',
        description: `${formatDisplayDate(b.date)} · ${spaceName(b)}`,
      })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Date not opened', description: serverMessageOf(error) })
    }
  }

  return (
    <div className="grid gap-6">
      <title>Blackouts · Venue portal · Bountiful</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Blackouts</h1>
      <Panel title="Close a date">
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-3 sm:items-start">
          <DatePickerField control={control} name="date" label="Date" required />
          <SpaceSelectField control={control} label="Space" spaces={spaces.data} />
          <FormField label="Reason (optional)" error={e.reason?.message} hint="For your team; planners don't see it">
            {(p) => <Input {...p} {...register('reason')} />}
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting}>
            Close this date
          </Button>
        </form>
      </Panel>
      <Panel title="Closed dates ahead">
        {blackouts.isPending ? (
          <Loading what="the closed dates" />
        ) : blackouts.isError ? (
          <LoadFailed what="The closed dates" error={blackouts.error} />
        ) : blackouts.data.length === 0 ? (
          <p className="text-ink-700">No closed dates ahead.</p>
        ) : (
          <ul className="grid divide-y divide-ivory-200">
            {blackouts.data.map((b) => (
              <li key={`${b.date}-${b.spaceId}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-ink-900">
                  {formatDisplayDate(b.date)} · {spaceName(b)}
                  {b.reason && <span className="text-ink-600"> · {b.reason}</span>}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={remove.isPending}
                  onClick={() => onRemove(b)}
                  aria-label={`Open ${formatDisplayDate(b.date)} again for ${spaceName(b)}`}
                >
                  Open again
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  )
}
