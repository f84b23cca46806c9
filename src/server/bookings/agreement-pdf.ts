// The agreement's PDF, made on the server with pdf-lib from the same text the planner
// read and signed, with the signature under it. Letter size, Helvetica, lines wrapped to the page.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib'

const PAGE = { width: 612, height: 792, margin: 54 }
const SIZE = 11
const LEADING = 15

/** Helvetica's WinAnsi encoding cannot draw every character: the others become '?'. */
function drawable(font: PDFFont, line: string): string {
  const supported = new Set(font.getCharacterSet())
  return [...line].map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('')
}

function wrap(font: PDFFont, line: string, width: number): string[] {
  if (font.widthOfTextAtSize(line, SIZE) <= width) return [line]
  const out: string[] = []
  let current = ''
  for (const word of line.split(' ')) {
    const next = current ? `${current} ${word}` : word
    if (current && font.widthOfTextAtSize(next, SIZE) > width) {
      out.push(current)
      current = word
    } else current = next
  }
  if (current) out.push(current)
  return out
}

/** The PDF, base64, of the agreement's text followed by its signature lines. */
export async function agreementPdfBase64({
  text,
  signature,
  title,
}: {
  text: string
  signature: string[]
  title: string
}): Promise<string> {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setProducer('Bountiful')
  doc.setCreator('Bountiful')
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const width = PAGE.width - 2 * PAGE.margin
  const rows = [...text.split('\n'), '', ...signature].flatMap((raw, i) => {
    const line = drawable(font, raw)
    return line === '' ? [{ line, bold: false }] : wrap(font, line, width).map((l) => ({ line: l, bold: i === 0 }))
  })
  let page = doc.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin
  for (const row of rows) {
    if (y < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height])
      y = PAGE.height - PAGE.margin
    }
    if (row.line) page.drawText(row.line, { x: PAGE.margin, y, size: SIZE, font: row.bold ? bold : font })
    y -= LEADING
  }
  return doc.saveAsBase64({ useObjectStreams: false })
}
