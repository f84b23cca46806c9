// The expense packet: what a company's expense policy asks of a group dinner, from the
// accepted final bill and the door count: an itemised receipt (food, alcohol, tax, service charge
// and tip apart), the attendees with their affiliation, the business purpose, the per-person cost
// all in, and how it compares with the policy's cap. The CSV is built here; the PDF on the server.
import { formatCents } from '../pricing/estimate'
import { divideHalfUp } from '../pricing/all-in'
import { receiptTotals, type BillLine } from './final-bill'

export type ExpensePacket = {
  reference: string
  organiserName: string
  eventName: string
  venueName: string | null
  eventDate: string
  purpose: string
  costCentre: string | null
  lines: BillLine[]
  /** The receipt by category; they add up to `billCents`. */
  receipt: { label: string; cents: number }[]
  billCents: number
  bookingFeeCents: number
  /** The bill and our booking fee: what the organiser's company paid in all. */
  totalCents: number
  attendees: { name: string; affiliation: string | null }[]
  perPersonCents: number
  capPerPersonCents: number | null
  /** Per person above the cap (positive) or below it (negative); null without a cap. */
  overCapCents: number | null
}

export function expensePacketOf(p: {
  reference: string
  organiserName: string
  eventName: string
  venueName: string | null
  eventDate: string
  purpose: string
  costCentre?: string | null
  capPerPersonCents?: number | null
  bill: { lines: BillLine[]; totalCents: number; billedGuests: number }
  bookingFeeCents: number
  attendees: { name: string; affiliation: string | null }[]
}): ExpensePacket {
  const r = receiptTotals(p.bill)
  const totalCents = p.bill.totalCents + p.bookingFeeCents
  const people = p.attendees.length || p.bill.billedGuests || 1
  const perPersonCents = divideHalfUp(totalCents, people)
  const cap = p.capPerPersonCents ?? null
  return {
    reference: p.reference,
    organiserName: p.organiserName,
    eventName: p.eventName,
    venueName: p.venueName,
    eventDate: p.eventDate,
    purpose: p.purpose,
    costCentre: p.costCentre || null,
    lines: p.bill.lines,
    receipt: [
      { label: 'Food and non-alcoholic drinks', cents: r.foodCents },
      { label: 'Alcohol', cents: r.alcoholCents },
      { label: 'Room fee and other', cents: r.roomAndOtherCents },
      { label: 'Service charge', cents: r.serviceChargeCents },
      { label: 'Tax', cents: r.taxCents },
      { label: 'Tip (gratuity)', cents: r.tipCents },
    ],
    billCents: p.bill.totalCents,
    bookingFeeCents: p.bookingFeeCents,
    totalCents,
    attendees: p.attendees,
    perPersonCents,
    capPerPersonCents: cap,
    overCapCents: cap === null ? null : perPersonCents - cap,
  }
}

/** The comparison with the cap, in words. */
export function capWords(p: Pick<ExpensePacket, 'perPersonCents' | 'capPerPersonCents' | 'overCapCents'>): string {
  if (p.capPerPersonCents === null || p.overCapCents === null) return 'No per-person cap given'
  if (p.overCapCents > 0)
    return `${formatCents(p.overCapCents)} per person over the cap of ${formatCents(p.capPerPersonCents)}`
  return `Within the cap of ${formatCents(p.capPerPersonCents)} (${formatCents(-p.overCapCents)} per person to spare)`
}

const dollars = (cents: number) => (cents / 100).toFixed(2)

/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
function field(value: string | number): string {
  let s = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** The packet as CSV (RFC 4180, CRLF): one table of section, item, detail and amount in dollars. */
export function expensePacketCsv(p: ExpensePacket): string {
  const rows: (string | number)[][] = [['Section', 'Item', 'Detail', 'Amount (USD)']]
  rows.push(['Event', 'Reference', p.reference, ''])
  rows.push(['Event', 'Name', p.eventName, ''])
  rows.push(['Event', 'Venue', p.venueName ?? '', ''])
  rows.push(['Event', 'Date', p.eventDate, ''])
  rows.push(['Event', 'Organiser', p.organiserName, ''])
  rows.push(['Event', 'Business purpose', p.purpose, ''])
  rows.push(['Event', 'PO or cost centre', p.costCentre ?? '', ''])
  for (const l of p.lines) rows.push(['Bill line', l.label, l.kind, dollars(l.amountCents)])
  for (const r of p.receipt) rows.push(['Receipt', r.label, '', dollars(r.cents)])
  rows.push(['Receipt', 'Venue total', '', dollars(p.billCents)])
  rows.push(['Receipt', 'Bountiful booking fee', '', dollars(p.bookingFeeCents)])
  rows.push(['Receipt', 'Total paid', '', dollars(p.totalCents)])
  for (const a of p.attendees) rows.push(['Attendee', a.name, a.affiliation ?? '', ''])
  rows.push(['Per person', 'All in', `${p.attendees.length} attendees`, dollars(p.perPersonCents)])
  if (p.capPerPersonCents !== null) {
    rows.push(['Per person', 'Cap', '', dollars(p.capPerPersonCents)])
    rows.push(['Per person', 'Over the cap', capWords(p), dollars(Math.max(0, p.overCapCents ?? 0))])
  }
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n'
}
