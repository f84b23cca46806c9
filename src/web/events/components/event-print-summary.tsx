// What 'Print Details' prints: the event's essentials, its team, tasks and headcount, nothing else.
import type { EventDetail } from '~/domain/events/event'
import type { Task } from '~/domain/events/task'
import { formatDisplayDate } from '~/web/lib/dates'
import { publicEventUrl } from '../lib/event-links'
import { assigneeLabel, coHostsOf } from '../lib/team'

const PRINT_AREA_ID = 'event-print-summary'

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #${PRINT_AREA_ID}, #${PRINT_AREA_ID} * { visibility: visible !important; }
  #${PRINT_AREA_ID} { display: block !important; position: absolute; left: 0; top: 0; width: 100%; color: #000; background: #fff; }
}`

export function EventPrintSummary({ event, tasks, myId }: { event: EventDetail; tasks?: Task[]; myId: number }) {
  const host = event.members.find((m) => m.role === 'host')
  const rows: [string, string][] = [
    ['Status', event.status.charAt(0).toUpperCase() + event.status.slice(1)],
    ['Date', formatDisplayDate(event.date)],
    ['Time', event.time],
    ...(event.venueName ? ([['Venue', event.venueName]] as [string, string][]) : []),
    ['Location', event.location],
    ['Guests', String(event.guestCount)],
    [
      'RSVPs',
      `${event.guests.yes} yes, ${event.guests.maybe} maybe, ${event.guests.no} no, ${event.guests.noAnswer} no answer`,
    ],
    ['Host', host ? `${host.name} (${host.email})` : ''],
    [
      'Co-hosts',
      coHostsOf(event)
        .map((m) => m.name)
        .join(', ') || 'None',
    ],
    ['Event page', publicEventUrl(event.publicId)],
  ]
  return (
    <section id={PRINT_AREA_ID} className="hidden text-black" aria-hidden>
      <style>{PRINT_CSS}</style>
      <h1 style={{ fontSize: '20pt', fontWeight: 700, marginBottom: '8pt' }}>{event.name}</h1>
      <table style={{ borderCollapse: 'collapse', marginBottom: '12pt' }}>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th style={{ textAlign: 'left', padding: '2pt 12pt 2pt 0', verticalAlign: 'top' }}>{k}</th>
              <td style={{ padding: '2pt 0' }}>{v}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {tasks && tasks.length > 0 && (
        <>
          <h2 style={{ fontSize: '14pt', fontWeight: 700, margin: '8pt 0 4pt' }}>Tasks</h2>
          <ul style={{ paddingLeft: '14pt', listStyle: 'disc' }}>
            {tasks.map((t) => (
              <li key={t.id}>
                {t.completed ? '[x] ' : '[ ] '}
                {t.title} ({assigneeLabel(t, event.members, myId)})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
