// The organiser's view of the venue's kitchen sheet, opened on demand: which version
// the venue acknowledged, conflicts between guests' allergies and their dishes, and guests'
// change requests with where each stands. Read-only: the venue acknowledges in its portal.
import { useState } from 'react'
import { isApiError } from '~/web/lib/api'
import { KitchenSheetBody } from '~/web/components/kitchen/kitchen-sheet-body'
import { useEventKitchenSheet } from '../api/get-kitchen-sheet'

export function EventKitchenSheet({ eventId }: { eventId: number }) {
  const [open, setOpen] = useState(false)
  const sheet = useEventKitchenSheet(eventId, open)
  return (
    <details
      className="rounded-xl border border-ivory-300 bg-white px-4 py-3"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium text-ink-900">Kitchen sheet</summary>
      <div className="mt-3 grid gap-3">
        {sheet.isPending && open && <p role="status">Loading the kitchen sheet…</p>}
        {sheet.isError &&
          (isApiError(sheet.error) && sheet.error.status === 404 ? (
            <p className="text-sm text-ink-700">There is no kitchen sheet until a venue booking is confirmed.</p>
          ) : (
            <p role="alert" className="text-sm text-red-900">
              The kitchen sheet could not be loaded. Please try again.
            </p>
          ))}
        {sheet.data && (
          <>
            <p role="status" className="font-medium">
              Version {sheet.data.version}:{' '}
              {sheet.data.acknowledgedVersion === sheet.data.version
                ? 'acknowledged by the venue'
                : sheet.data.acknowledgedVersion
                  ? `awaiting acknowledgement (the venue acknowledged version ${sheet.data.acknowledgedVersion})`
                  : 'awaiting acknowledgement by the venue'}
            </p>
            {sheet.data.changeRequests.length > 0 && (
              <ul className="grid gap-1 text-sm">
                {sheet.data.changeRequests.map((c) => (
                  <li key={c.id}>
                    {c.guestName}’s change request: <strong>{c.label}</strong> ({c.changes.join('; ')})
                  </li>
                ))}
              </ul>
            )}
            <KitchenSheetBody sheet={sheet.data} />
          </>
        )}
      </div>
    </details>
  )
}
