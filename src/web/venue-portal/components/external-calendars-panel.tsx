// Two-way sync, inbound: the venue's own calendars (Google, Outlook, a booking system's iCalendar
// export) whose busy days we keep closed here, so a date sold elsewhere is not offered to planners.
// Each shows when it was last read and, if the last try failed, why, in words.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { externalCalendarInputSchema, type ExternalCalendar } from '~/domain/venue-portal/external-calendars-api'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { formatDateTime } from '~/web/lib/dates'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { toast } from '~/web/lib/use-toast'
import {
  useAddExternalCalendar,
  useExternalCalendars,
  useRefreshExternalCalendar,
  useRemoveExternalCalendar,
} from '../api/external-calendars'
import { useSpaces } from '../api/get-spaces'
import { LoadFailed, Loading, Panel } from './portal-ui'
import { SpaceSelectField } from './space-select-field'

// The select's value is text; '' is the whole venue.
const formSchema = externalCalendarInputSchema.extend({
  spaceId: z.string().transform((v) => (v === '' ? null : Number(v))),
})
type FormInput = z.input<typeof formSchema>
type FormOutput = z.output<typeof formSchema>
const FIELDS = ['url', 'label', 'spaceId'] as const
const empty: FormInput = { url: '', label: '', spaceId: '' }

const busyWords = (n: number) => (n === 1 ? '1 busy day ahead' : `${n} busy days ahead`)

export function ExternalCalendarsPanel({ venueId }: { venueId: number }) {
  const calendars = useExternalCalendars(venueId)
  const spaces = useSpaces(venueId)
  const add = useAddExternalCalendar(venueId)
  const refresh = useRefreshExternalCalendar(venueId)
  const remove = useRemoveExternalCalendar(venueId)
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: empty })
  const { register, control, reset, formState } = form
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) => add.mutateAsync(input),
    onSuccess: () => reset(empty),
    successToast: (saved) =>
      saved.lastError
        ? { title: 'Calendar added, not read yet', description: saved.lastError }
        : { title: 'Calendar added', description: `${saved.label}: ${busyWords(saved.busyDays)}` },
    failureToast: (error) => ({ title: 'Calendar not added', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  const scopeOf = (c: ExternalCalendar) =>
    c.spaceId === null ? 'Whole venue' : (spaces.data?.find((s) => s.id === c.spaceId)?.name ?? 'A space')
  const onRefresh = async (c: ExternalCalendar) => {
    try {
      const read = await refresh.mutateAsync(c.id)
      if (read.lastError) toast({ variant: 'destructive', title: `${c.label} not read`, description: read.lastError })
      else toast({ variant: 'success', title: `${c.label} read`, description: busyWords(read.busyDays) })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Calendar not refreshed', description: serverMessageOf(error) })
    }
  }
  const onRemove = async (c: ExternalCalendar) => {
    try {
      await remove.mutateAsync(c.id)
      toast({ variant: 'success', title: 'Calendar removed', description: `${c.label}: its busy days are open again` })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Calendar not removed', description: serverMessageOf(error) })
    }
  }

  return (
    <Panel title="Your other calendars">
      <p className="text-sm text-ink-700">
        Add the iCalendar address of the calendar where you already take bookings (Google, Outlook, Tripleseat,
        SevenRooms…). We read it every half hour; every day it shows as busy is closed here, for the whole venue or the
        space you choose, so planners are never offered a date you have sold.
      </p>
      <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4 sm:grid-cols-3 sm:items-start">
        <FormField label="Calendar address (iCal)" error={formState.errors.url?.message} required>
          {(p) => <Input {...p} {...register('url')} inputMode="url" placeholder="https://…/basic.ics" />}
        </FormField>
        <FormField label="Name (optional)" error={formState.errors.label?.message}>
          {(p) => <Input {...p} {...register('label')} placeholder="Google Calendar" />}
        </FormField>
        <SpaceSelectField control={control} label="Blocks" spaces={spaces.data} />
        <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting}>
          Add calendar
        </Button>
      </form>
      {calendars.isPending ? (
        <Loading what="your calendars" />
      ) : calendars.isError ? (
        <LoadFailed what="Your calendars" error={calendars.error} />
      ) : calendars.data.length === 0 ? (
        <p className="text-sm text-ink-700">No calendar added yet.</p>
      ) : (
        <ul className="grid divide-y divide-ivory-200" aria-label="Synced calendars">
          {calendars.data.map((c) => (
            <li key={c.id} className="grid min-w-0 gap-1 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-ink-900">
                  {c.label} · {scopeOf(c)}
                </span>
                <span className="flex gap-1">
                  <Button variant="outline" size="sm" disabled={refresh.isPending} onClick={() => onRefresh(c)}>
                    Refresh now
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => onRemove(c)}
                    aria-label={`Remove ${c.label}`}
                  >
                    Remove
                  </Button>
                </span>
              </div>
              <span className="break-all text-xs text-ink-600">{c.displayUrl}</span>
              <span className="text-sm text-ink-700">
                {c.lastSuccessAt ? `Last read ${formatDateTime(c.lastSuccessAt)}` : 'Not read yet'} ·{' '}
                {busyWords(c.busyDays)}
              </span>
              {c.lastError && (
                <span role="status" className="text-sm text-red-800">
                  Last try{c.lastAttemptAt ? ` ${formatDateTime(c.lastAttemptAt)}` : ''} failed: {c.lastError}
                  {c.lastSuccessAt ? ' We keep the busy days it last listed.' : ''}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
