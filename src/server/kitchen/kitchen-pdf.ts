// The kitchen sheet as a PDF, drawn on the server with pdf-lib (Helvetica, US Letter): the same
// sections in the same order as the page, severe allergies first.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { ALLERGEN_LABELS, describeAllergy } from '~/domain/kitchen/allergens'
import { dietaryLabel } from '~/domain/options'
import { displayDate, displayInstantIn } from '~/domain/time'
import type { KitchenSheet } from '~/domain/kitchen/kitchen-api'
import { headcountLabel } from '~/domain/kitchen/kitchen-sheet'

const PAGE: [number, number] = [612, 792]
const MARGIN = 48

/** Helvetica's WinAnsi has no arrows or dashes beyond Latin-1: write them in plain letters. */
const plain = (s: string) =>
  s
    .replace(/→/g, '->')
    .replace(/[—–]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')

export async function kitchenSheetPdf(sheet: KitchenSheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(plain(`Kitchen sheet v${sheet.version} - ${sheet.sheet.eventName}`))
  doc.setProducer('Bountiful')
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  let page: PDFPage = doc.addPage(PAGE)
  let y = PAGE[1] - MARGIN

  const wrap = (text: string, f: PDFFont, size: number, width: number) => {
    const lines: string[] = []
    for (const para of plain(text).split('\n')) {
      let line = ''
      for (const word of para.split(' ')) {
        const next = line ? `${line} ${word}` : word
        if (f.widthOfTextAtSize(next, size) > width && line) {
          lines.push(line)
          line = word
        } else line = next
      }
      lines.push(line)
    }
    return lines
  }
  const write = (text: string, { size = 10, f = font, indent = 0, color = rgb(0, 0, 0) } = {}) => {
    for (const line of wrap(text, f, size, PAGE[0] - 2 * MARGIN - indent)) {
      if (y < MARGIN + size) {
        page = doc.addPage(PAGE)
        y = PAGE[1] - MARGIN
      }
      page.drawText(line, { x: MARGIN + indent, y, size, font: f, color })
      y -= size * 1.35
    }
  }
  const heading = (text: string) => {
    y -= 6
    write(text, { size: 13, f: bold })
  }

  const s = sheet.sheet
  write(`Kitchen sheet - version ${sheet.version}`, { size: 18, f: bold })
  write(`${s.eventName} · ${s.venueName} · ${sheet.reference}`, { size: 11 })
  write(
    sheet.acknowledgedVersion === sheet.version
      ? `Acknowledged by the venue (version ${sheet.version})`
      : `Not yet acknowledged (last acknowledged: ${sheet.acknowledgedVersion ?? 'none'})`,
  )

  heading('Timeline')
  // The venue's clock, as on the page (kitchenTimeline), not UTC's.
  if (s.detailsDueAt) write(`Final details due: ${displayInstantIn(s.detailsDueAt, sheet.timezone)}`)
  write(`Guests arrive: ${displayDate(s.date)} · ${s.time}`)
  s.menu.courses.forEach((c, i) => write(`Course ${i + 1}: ${c.name}`))

  heading('Space and headcount')
  write(`Space: ${s.spaceName ?? 'not assigned'} · Package: ${s.packageName ?? 'none'}`)
  write(`${headcountLabel(sheet.detailsLocked)}: ${sheet.headcount} (booked for ${s.bookedGuests})`, { f: bold })

  heading('Seats (severe allergies first)')
  if (!sheet.seats.length) write('No guest has answered yes yet.')
  for (const seat of sheet.seats) {
    write(`${seat.severe ? '[SEVERE] ' : ''}${seat.name}${seat.companionOf ? ` (guest of ${seat.companionOf})` : ''}`, {
      f: bold,
      color: seat.severe ? rgb(0.6, 0, 0) : rgb(0, 0, 0),
    })
    if (seat.served.length) write(seat.served.map((c) => `${c.course}: ${c.dish}`).join(' · '), { indent: 12 })
    for (const a of seat.allergies) write(describeAllergy(a), { indent: 12 })
    if (seat.dietary.length) write(`Diet: ${seat.dietary.map(dietaryLabel).join(', ')}`, { indent: 12 })
    for (const c of seat.conflicts)
      write(`CONFLICT: ${c.dish} (${c.course}) contains ${c.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}`, {
        indent: 12,
        f: bold,
        color: rgb(0.6, 0, 0),
      })
  }

  heading('Allergen matrix by dish')
  if (!sheet.matrix.length) write('No menu on this booking.')
  for (const row of sheet.matrix) {
    const contains = row.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ') || 'none of the nine'
    write(`${row.course} - ${row.dish} (x${row.count}): contains ${contains}`)
    if (row.atRisk.length) write(`At risk: ${row.atRisk.join(', ')}`, { indent: 12, color: rgb(0.6, 0, 0) })
  }

  heading('Special requests')
  if (!s.specialRequests.length) write('None.')
  for (const r of s.specialRequests) write(r)

  heading('Contacts')
  for (const c of s.contacts)
    write(`${c.role}: ${c.name}${c.email ? ` · ${c.email}` : ''}${c.phone ? ` · ${c.phone}` : ''}`)

  heading('Changes in this version')
  const current = sheet.versions.find((v) => v.version === sheet.version)
  if (!current?.changes.length) write('First version.')
  for (const c of current?.changes ?? []) write(c)

  return doc.save()
}
