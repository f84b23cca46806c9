// The venue's calendar in Google, Apple or Outlook: a secret iCalendar URL of its bookings and live
// holds. The URL is shown only when it is made (the server keeps its hash); making a new one
// retires the old, which is how a leaked link is shut.
import { useState } from 'react'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { serverMessageOf } from '~/web/lib/form-errors'
import { toast } from '~/web/lib/use-toast'
import { useCalendarFeed, useCreateCalendarFeed } from '../api/calendar-feed'
import { Panel } from './portal-ui'

export function CalendarFeedPanel({ venueId }: { venueId: number }) {
  const status = useCalendarFeed(venueId)
  const create = useCreateCalendarFeed(venueId)
  const [url, setUrl] = useState<string | null>(null)
  const active = url !== null || status.data?.active === true

  const onCreate = async () => {
    try {
      setUrl((await create.mutateAsync(undefined)).url)
    } catch (error) {
      toast({ variant: 'destructive', title: 'Calendar link not created', description: serverMessageOf(error) })
    }
  }
  const onCopy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast({ variant: 'success', title: 'Calendar link copied' })
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the link and copy it yourself.' })
    }
  }

  return (
    <Panel title="Subscribe from your calendar app">
      <p className="text-sm text-ink-700">
        Your bookings and the dates held for planners, in the calendar you already use. It updates on its own (most apps
        check every few hours). Keep the link private: anyone with it can read your calendar.
      </p>
      {url ? (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <label className="grid gap-1 text-sm font-medium text-ink-900">
            Your calendar link (shown only now)
            <Input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="calendar-feed-url" />
          </label>
          <Button type="button" variant="outline" onClick={onCopy}>
            Copy link
          </Button>
        </div>
      ) : active ? (
        <p className="text-sm text-ink-700">
          Your calendar link is active. For security it is shown only when it is made: make a new one to see it again
          (the old link then stops working).
        </p>
      ) : null}
      <div>
        <Button type="button" onClick={onCreate} disabled={create.isPending || status.isPending}>
          {active ? 'Make a new link' : 'Create calendar link'}
        </Button>
      </div>
      <ul className="grid gap-1 text-sm text-ink-700">
        <li>
          <span className="font-semibold text-ink-900">Google Calendar:</span> Other calendars → + → From URL, paste the
          link, Add calendar.
        </li>
        <li>
          <span className="font-semibold text-ink-900">Apple Calendar:</span> File → New Calendar Subscription, paste
          the link, Subscribe.
        </li>
        <li>
          <span className="font-semibold text-ink-900">Outlook:</span> Add calendar → Subscribe from web, paste the
          link, Import.
        </li>
      </ul>
    </Panel>
  )
}
