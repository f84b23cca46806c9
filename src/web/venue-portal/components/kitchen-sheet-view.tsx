// The venue's kitchen sheets: the list of its upcoming bookings with where each sheet stands
// (and, "To bill", its past ones whose final bill is not accepted), and one sheet with the venue's
// actions: acknowledge the latest version, answer guests' change requests, print it or download the PDF made on the server; from the event's start, enter
// the final bill.
import type { ReactNode } from 'react'
import type { KitchenSheetList as KitchenSheetListData } from '~/domain/kitchen/kitchen-api'
import { Link } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { KitchenSheetBody } from '~/web/components/kitchen/kitchen-sheet-body'
import { formatDisplayDate } from '~/web/lib/dates'
import { downloadFile } from '~/web/lib/download-file'
import {
  useAcknowledgeKitchenSheet,
  useDecideChangeRequest,
  useKitchenSheet,
  useKitchenSheets,
} from '../api/kitchen-sheets'
import { portalApiPaths, portalPaths } from '../portal-paths'
import { FinalBillSection } from './final-bill-form'
import { LoadFailed, Loading, Panel } from './portal-ui'

type SheetRow = KitchenSheetListData['sheets'][number]

function SheetRows({ venueId, rows, label }: { venueId: number; rows: SheetRow[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {rows.map((s) => (
        <li key={s.requestId} className="rounded-xl border border-ivory-300 bg-white px-4 py-3">
          <Link
            className="font-semibold text-terracotta-700 underline"
            to={portalPaths.kitchenSheet(venueId, s.requestId)}
          >
            {s.eventName}
          </Link>
          <p className="text-sm text-ink-700">
            {formatDisplayDate(s.date)} · {s.time} · {s.reference} · version {s.version}
            {s.billLabel !== null
              ? ` · final bill: ${s.billLabel.toLowerCase()}`
              : s.awaitingAcknowledgement
                ? ' · awaiting acknowledgement'
                : ' · acknowledged'}
            {s.pendingChangeRequests ? ` · ${s.pendingChangeRequests} change request(s) waiting` : ''}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function KitchenSheetList({ venueId }: { venueId: number }) {
  const list = useKitchenSheets(venueId)
  if (list.isPending) return <Loading what="kitchen sheets" />
  if (list.isError) return <LoadFailed what="The kitchen sheets" error={list.error} />
  const { sheets, toBill } = list.data
  return (
    <div className="grid gap-4">
      <title>Kitchen sheets · Venue portal · Bountiful</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Kitchen sheets</h1>
      {sheets.length === 0 ? (
        <p className="text-ink-700">No confirmed bookings to come.</p>
      ) : (
        <SheetRows venueId={venueId} rows={sheets} label="Bookings to come" />
      )}
      {toBill.length > 0 && (
        <section aria-labelledby="to-bill" className="grid gap-2">
          <h2 id="to-bill" className="font-display text-xl font-semibold text-ink-900">
            To bill
          </h2>
          <p className="text-sm text-ink-700">
            Past bookings of the last 60 days whose final bill is not accepted yet. Open one to enter its bill.
          </p>
          <SheetRows venueId={venueId} rows={toBill} label="Bookings to bill" />
        </section>
      )}
    </div>
  )
}

/** `agreement`: the booking's agreement, another feature's panel composed in src/web/app. */
export function KitchenSheetPage({
  venueId,
  requestId,
  agreement,
}: {
  venueId: number
  requestId: number
  agreement?: ReactNode
}) {
  const sheet = useKitchenSheet(venueId, requestId)
  const acknowledge = useAcknowledgeKitchenSheet(venueId, requestId)
  const decide = useDecideChangeRequest(venueId)
  if (sheet.isPending) return <Loading what="the kitchen sheet" />
  if (sheet.isError) return <LoadFailed what="This kitchen sheet" error={sheet.error} />
  const k = sheet.data
  const acknowledged = k.acknowledgedVersion === k.version
  const pending = k.changeRequests.filter((c) => c.status === 'pending')
  return (
    <div className="kitchen-sheet-print grid gap-5">
      <title>{`Kitchen sheet · ${k.sheet.eventName} · Bountiful`}</title>
      <div className="grid gap-1">
        <h1 className="font-display text-3xl font-semibold break-words text-ink-900">
          Kitchen sheet: {k.sheet.eventName}
        </h1>
        <p className="text-ink-700">
          {formatDisplayDate(k.sheet.date)} · {k.sheet.time} · {k.reference} · Version {k.version}
        </p>
      </div>
      <div role="status" className="flex flex-wrap items-center gap-3 print:hidden">
        <p className={acknowledged ? 'font-medium text-sage-700' : 'font-medium text-terracotta-700'}>
          {acknowledged
            ? `You acknowledged version ${k.version}.`
            : `Version ${k.version} is awaiting acknowledgement${k.acknowledgedVersion ? ` (you acknowledged version ${k.acknowledgedVersion})` : ''}.`}
        </p>
        {!acknowledged && (
          <Button disabled={acknowledge.isPending} onClick={() => acknowledge.mutate(k.version)}>
            Acknowledge version {k.version}
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={portalPaths.door(k.eventId)}>At the door</Link>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          Print
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            void downloadFile(
              portalApiPaths.kitchenSheetPdf(venueId, requestId),
              `kitchen-sheet-${k.reference}-v${k.version}.pdf`,
            )
          }
        >
          Download PDF
        </Button>
      </div>
      {agreement}
      <FinalBillSection venueId={venueId} eventId={k.eventId} date={k.sheet.date} />
      {k.changeRequests.length > 0 && (
        <Panel title="Guests’ change requests" className="print:hidden">
          {pending.length === 0 && <p className="text-sm text-ink-700">None waiting.</p>}
          <ul className="grid gap-3">
            {k.changeRequests.map((c) => (
              <li key={c.id} className="grid gap-1 text-sm">
                <p className="font-medium">
                  {c.guestName} · {c.label}
                </p>
                <ul className="list-disc pl-6">
                  {c.changes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                {c.status === 'pending' && (
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: c.id, decision: 'accept' })}
                    >
                      Accept {c.guestName}’s change
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={decide.isPending}
                      onClick={() => decide.mutate({ id: c.id, decision: 'decline' })}
                    >
                      Decline {c.guestName}’s change
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <KitchenSheetBody sheet={k} />
    </div>
  )
}
