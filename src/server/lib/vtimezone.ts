// A VTIMEZONE (RFC 5545 section 3.6.5) for an IANA zone, built from the zone rules this process
// knows (Intl, through @date-fns/tz): one observance per offset change in the window, each with its
// own DTSTART, so a strict parser needs no RRULE and no outside zone database to place the feed's times.
import { tzOffset, tzScan } from '@date-fns/tz'

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

/** '+0130' / '-0800' for an offset in minutes. */
const offsetText = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`

/** The wall-clock time (YYYYMMDDTHHMMSS) of `instant` at a fixed offset. */
function localStamp(instant: Date, offsetMinutes: number): string {
  const d = new Date(instant.getTime() + offsetMinutes * 60_000)
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  )
}

/** VTIMEZONE lines (CRLF-joined, no trailing CRLF) for `zone`, valid over [from, to]. */
export function buildVtimezone(zone: string, from: Date, to: Date): string {
  const offsetAt = (d: Date) => tzOffset(zone, d)
  // The standard offset is the smaller of the year's two (DST adds time, north or south).
  const year = from.getUTCFullYear()
  const standard = Math.min(offsetAt(new Date(Date.UTC(year, 0, 1))), offsetAt(new Date(Date.UTC(year, 6, 1))))
  const observance = (start: Date, offsetFrom: number, offsetTo: number) => {
    const kind = offsetTo > standard ? 'DAYLIGHT' : 'STANDARD'
    return [
      `BEGIN:${kind}`,
      // DTSTART is the onset in the local time in force before it (TZOFFSETFROM).
      `DTSTART:${localStamp(start, offsetFrom)}`,
      `TZOFFSETFROM:${offsetText(offsetFrom)}`,
      `TZOFFSETTO:${offsetText(offsetTo)}`,
      `END:${kind}`,
    ]
  }
  const initial = offsetAt(from)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observance(from, initial, initial)]
  let previous = initial
  for (const change of tzScan(zone, { start: from, end: to })) {
    lines.push(...observance(change.date, previous, change.offset))
    previous = change.offset
  }
  lines.push('END:VTIMEZONE')
  return lines.join('\r\n')
}
