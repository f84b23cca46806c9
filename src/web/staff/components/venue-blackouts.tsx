// A venue's blackout dates on a calendar (several at once), saved together: planners cannot book
// those days, and they count against "last minute".
import { useId, useState } from 'react'
import { Button } from '~/web/components/ui/button'
import { Calendar } from '~/web/components/ui/calendar'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate, isoToLocalDate, localDateToIso, startOfTodayLocal } from '~/web/lib/dates'
import { toast } from '~/web/lib/use-toast'
import { useSaveBlackouts } from '../api/save-blackouts'
import type { StaffVenue } from '~/domain/staff/staff-venue-api'

export function VenueBlackouts({ venue }: { venue: StaffVenue }) {
  const ids = useId()
  const saved = venue.blackouts.map((b) => b.date).sort()
  const [dates, setDates] = useState<string[] | null>(null)
  const [reason, setReason] = useState('')
  const save = useSaveBlackouts(venue.id)
  const current = dates ?? saved
  const changed = dates !== null && (dates.length !== saved.length || dates.some((d, i) => d !== saved[i]))

  const onSave = async () => {
    try {
      await save.mutateAsync({ dates: current, reason: reason.trim() || undefined })
      setDates(null)
      toast({
        variant: 'success',
        title: 'Blackout dates saved',
        description: current.length
          ? `${current.length} date${current.length === 1 ? '' : 's'} blocked.`
          : 'No dates blocked.',
      })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Blackout dates not saved',
        description: isApiError(error) ? (error.serverMessage ?? error.message) : 'Please try again.',
      })
    }
  }

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="grid content-start gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft sm:p-5"
    >
      <h2 id={`${ids}-title`} className="font-display text-xl font-semibold text-ink-900">
        Blackout dates
      </h2>
      <p className="text-sm text-ink-600">Choose the days the venue cannot take a group, then save.</p>
      <div className="justify-self-start rounded-xl border border-ivory-300 p-1 sm:p-2">
        <Calendar
          mode="multiple"
          selected={current.map(isoToLocalDate)}
          onSelect={(days) => setDates((days ?? []).map(localDateToIso).sort())}
          disabled={{ before: startOfTodayLocal() }}
          startMonth={startOfTodayLocal()}
          aria-label="Blackout dates"
        />
      </div>
      <p className="text-sm text-ink-800" aria-live="polite">
        {current.length === 0 ? 'No blackout dates.' : `Blocked: ${current.map(formatDisplayDate).join(', ')}`}
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-reason`}>Reason (optional)</Label>
        <Input id={`${ids}-reason`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
      </div>
      <Button variant="dark" className="justify-self-start" onClick={onSave} disabled={!changed || save.isPending}>
        {save.isPending ? 'Saving...' : 'Save blackout dates'}
      </Button>
    </section>
  )
}
