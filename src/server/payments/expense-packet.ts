// The expense packet: from the accepted final bill, the door count's attendees and what
// the organiser typed (business purpose, cap, PO), the packet as CSV (src/domain) and as a PDF drawn
// here with pdf-lib (standard fonts, so nothing to load); a copy is emailed to her.
import { and, asc, eq, isNull } from 'drizzle-orm'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatCents } from '~/domain/pricing/estimate'
import { capWords, expensePacketCsv, expensePacketOf, type ExpensePacket } from '~/domain/payments/expense-packet'
import { computeFinalBill } from '~/domain/payments/final-bill'
import type { ExpensePacketInput } from '~/domain/payments/final-bill-api'
import { eventAtVenue } from '~/domain/events/event-at-venue'
import { displayDate } from '~/domain/time'
import type { Db } from '../db/client'
import { checkIns, finalBills, guests } from '../db/schema'
import { enqueueEmails } from '../email/outbox'
import { conflict } from '../lib/errors'
import { assertHost, findEventForMember } from '../events/event-access'
import { findSchedule } from './booking-payments'
import { expensePacketEmail } from './final-bill-emails'
import { bookingContext, type EmailConfig } from './payment-emails'

/** Standard PDF fonts speak WinAnsi only: anything else in a name is shown as '?'. */
const winAnsi = (s: string) =>
  s.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?')

export async function expensePacketPdf(p: ExpensePacket): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`Expense packet: ${winAnsi(p.eventName)}`)
  pdf.setProducer('Bountiful')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page: PDFPage = pdf.addPage([612, 792])
  let y = 740
  const line = (
    text: string,
    { font = regular, size = 10, right }: { font?: PDFFont; size?: number; right?: string } = {},
  ) => {
    if (y < 60) {
      page = pdf.addPage([612, 792])
      y = 740
    }
    page.drawText(winAnsi(text).slice(0, 95), { x: 56, y, size, font, color: rgb(0.1, 0.1, 0.1) })
    if (right) {
      const r = winAnsi(right)
      page.drawText(r, { x: 556 - font.widthOfTextAtSize(r, size), y, size, font })
    }
    y -= size + 6
  }
  const gap = () => (y -= 8)
  line('Expense packet', { font: bold, size: 18 })
  line(`${eventAtVenue(p.eventName, p.venueName)}, ${displayDate(p.eventDate)}`, { size: 11 })
  line(`Reference ${p.reference} · Organiser ${p.organiserName}`)
  line(`Business purpose: ${p.purpose}`)
  if (p.costCentre) line(`PO or cost centre: ${p.costCentre}`)
  gap()
  line('Itemised receipt', { font: bold, size: 13 })
  for (const l of p.lines) line(l.label, { right: formatCents(l.amountCents) })
  gap()
  for (const r of p.receipt) line(r.label, { right: formatCents(r.cents) })
  line('Venue total', { font: bold, right: formatCents(p.billCents) })
  line('Bountiful booking fee', { right: formatCents(p.bookingFeeCents) })
  line('Total paid', { font: bold, right: formatCents(p.totalCents) })
  gap()
  line('Per person', { font: bold, size: 13 })
  line(`All in, ${p.attendees.length} attendees`, { right: formatCents(p.perPersonCents) })
  line(capWords(p))
  gap()
  line(`Attendees (${p.attendees.length})`, { font: bold, size: 13 })
  for (const a of p.attendees) line(a.affiliation ? `${a.name}, ${a.affiliation}` : a.name)
  return pdf.save()
}

/** The packet of an accepted bill, as files; emailed to the organiser in the same step. */
export async function expensePacket({
  db,
  config,
  eventId,
  userId,
  input,
}: {
  db: Db
  config: EmailConfig
  eventId: number
  userId: number
  input: ExpensePacketInput
}) {
  const access = await findEventForMember({ db, eventId, userId })
  assertHost(access, 'Only the host can download the expense packet.')
  const [bill] = await db.select().from(finalBills).where(eq(finalBills.eventId, access.event.id))
  if (!bill || bill.status !== 'accepted') throw conflict('The expense packet is ready once you accept the final bill.')
  const schedule = await findSchedule(db, { id: bill.scheduleId })
  const booking = await bookingContext(db, schedule.id)
  const attendees = await db
    .select({ name: guests.name, affiliation: guests.affiliation })
    .from(checkIns)
    .innerJoin(guests, eq(guests.id, checkIns.guestId))
    .where(and(eq(checkIns.eventId, access.event.id), isNull(checkIns.undoneAt)))
    .orderBy(asc(guests.name), asc(guests.id))
  const packet = expensePacketOf({
    reference: booking.reference,
    organiserName: booking.organiserName,
    eventName: access.event.name,
    venueName: access.event.venueName,
    eventDate: access.event.date,
    purpose: input.purpose,
    costCentre: input.costCentre ?? null,
    capPerPersonCents: input.capPerPersonCents ?? null,
    bill: computeFinalBill({ entered: bill.entered, terms: bill.terms, doorCount: bill.doorCount }),
    bookingFeeCents: schedule.bookingFeeCents,
    attendees,
  })
  const fileName = `expense-packet-${booking.reference}`
  const csv = expensePacketCsv(packet)
  const pdf = Buffer.from(await expensePacketPdf(packet)).toString('base64')
  await db.transaction((tx) =>
    enqueueEmails(tx, [
      {
        ...expensePacketEmail(config, booking, packet),
        attachments: [
          { filename: `${fileName}.pdf`, contentType: 'application/pdf', content: pdf, encoding: 'base64' },
          { filename: `${fileName}.csv`, contentType: 'text/csv; charset=utf-8', content: csv },
        ],
      },
    ]),
  )
  return { fileName, csv, pdf, emailedTo: booking.organiserEmail }
}
