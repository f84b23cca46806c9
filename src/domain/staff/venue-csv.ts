// The venue import file: one header row naming the columns, one
// venue per row, list cells separated by '|'. Rows become venue inputs through the same schema as
// the staff form, so a CSV cell and a form field are checked by one rule with one message.
import { CITIES } from '../cities'
import { venueCreateSchema, type VenueCreateInput } from '../venues/venue-input'

/** Column → venue field, in the documented order. */
export const VENUE_CSV_COLUMNS = {
  slug: 'slug',
  name: 'name',
  city: 'citySlug',
  address: 'address',
  lat: 'lat',
  lng: 'lng',
  type: 'type',
  serviceType: 'serviceType',
  description: 'description',
  minGuests: 'minGuests',
  maxGuests: 'maxGuests',
  pricePerPerson: 'pricePerPerson',
  cuisines: 'cuisines',
  vibes: 'vibes',
  dietary: 'dietary',
  features: 'features',
  amenities: 'amenities',
  minNoticeHours: 'minNoticeHours',
  suggestedAddOns: 'suggestedAddOns',
  experiences: 'experiences',
} as const satisfies Record<string, keyof VenueCreateInput>
export type VenueCsvColumn = keyof typeof VENUE_CSV_COLUMNS
export const VENUE_CSV_COLUMN_NAMES = Object.keys(VENUE_CSV_COLUMNS) as VenueCsvColumn[]

/** Every row must say these; the others may be left out of the file (defaults on create, unchanged on update). */
export const VENUE_CSV_REQUIRED: readonly VenueCsvColumn[] = [
  'slug',
  'name',
  'city',
  'address',
  'lat',
  'lng',
  'type',
  'serviceType',
  'minGuests',
  'maxGuests',
  'pricePerPerson',
]
const LIST_COLUMNS: ReadonlySet<VenueCsvColumn> = new Set([
  'cuisines',
  'vibes',
  'dietary',
  'features',
  'amenities',
  'suggestedAddOns',
  'experiences',
])
export const VENUE_CSV_LIST_SEPARATOR = '|'
export const VENUE_CSV_MAX_ROWS = 5000
/** A row longer than this is not a venue (its description is at most a few thousand characters). */
export const VENUE_CSV_MAX_LINE_CHARS = 100_000

export const VENUE_CSV_MESSAGES = {
  empty: 'The file is empty: it needs a header row and at least one venue',
  noHeader: 'The first row must be the header naming the columns (see docs/venue-import.md)',
  missingColumns: (cols: string[]) =>
    `The header is missing required column${cols.length > 1 ? 's' : ''}: ${cols.join(', ')}`,
  unknownColumns: (cols: string[]) =>
    `Unknown column${cols.length > 1 ? 's' : ''}: ${cols.join(', ')} (see docs/venue-import.md)`,
  duplicateColumns: (cols: string[]) => `Column${cols.length > 1 ? 's' : ''} named twice: ${cols.join(', ')}`,
  tooManyRows: `At most ${VENUE_CSV_MAX_ROWS} venues per file`,
  lineTooLong: (line: number) =>
    `Line ${line} is longer than ${VENUE_CSV_MAX_LINE_CHARS.toLocaleString('en-US')} characters; no venue needs that much`,
  slugRequired: 'Slug is required (it identifies the venue for updates)',
  duplicateSlug: (line: number) => `The same slug is already on line ${line}`,
} as const

export type VenueCsvHeader = { ok: true; columns: VenueCsvColumn[] } | { ok: false; message: string }

/** Names are matched ignoring case and spaces ('Service Type' is serviceType). */
export function readVenueCsvHeader(cells: readonly string[]): VenueCsvHeader {
  const byKey = new Map(VENUE_CSV_COLUMN_NAMES.map((c) => [c.toLowerCase(), c]))
  const columns: VenueCsvColumn[] = []
  const unknown: string[] = []
  for (const raw of cells) {
    const col = byKey.get(raw.replace(/[\s_-]+/g, '').toLowerCase())
    if (col) columns.push(col)
    else unknown.push(raw.trim() || '(blank)')
  }
  if (columns.length === 0) return { ok: false, message: VENUE_CSV_MESSAGES.noHeader }
  if (unknown.length) return { ok: false, message: VENUE_CSV_MESSAGES.unknownColumns(unknown) }
  const twice = columns.filter((c, i) => columns.indexOf(c) !== i)
  if (twice.length) return { ok: false, message: VENUE_CSV_MESSAGES.duplicateColumns([...new Set(twice)]) }
  const missing = VENUE_CSV_REQUIRED.filter((c) => !columns.includes(c))
  if (missing.length) return { ok: false, message: VENUE_CSV_MESSAGES.missingColumns(missing) }
  return { ok: true, columns }
}

function cityOf(cell: string): string {
  const q = cell.trim().toLowerCase()
  return CITIES.find((c) => c.slug === q || c.name.toLowerCase() === q)?.slug ?? cell.trim()
}

export type VenueCsvRow =
  | {
      ok: true
      slug: string
      venue: VenueCreateInput
      /** The venue fields the file sets (an update writes only these). */ fields: (keyof VenueCreateInput)[]
    }
  | { ok: false; slug: string; errors: Record<string, string> }

/** One data row (cells in header order) → a checked venue input, or the message of each bad cell, by column. */
export function readVenueCsvRow(columns: readonly VenueCsvColumn[], cells: readonly string[]): VenueCsvRow {
  const input: Record<string, unknown> = {}
  columns.forEach((col, i) => {
    const cell = (cells[i] ?? '').trim()
    const field = VENUE_CSV_COLUMNS[col]
    if (LIST_COLUMNS.has(col)) {
      input[field] = cell
        ? cell
            .split(VENUE_CSV_LIST_SEPARATOR)
            .map((s) => s.trim())
            .filter(Boolean)
        : []
    } else if (col === 'city') {
      input[field] = cityOf(cell)
    } else if (cell !== '' || col === 'description') {
      // A blank optional cell takes the default; a blank required one is reported as missing.
      input[field] = cell
    }
  })
  const slug = typeof input.slug === 'string' ? input.slug : ''
  const result = venueCreateSchema.safeParse(input)
  const columnOf = new Map(Object.entries(VENUE_CSV_COLUMNS).map(([col, field]) => [field as string, col]))
  const errors: Record<string, string> = {}
  if (!slug) errors.slug = VENUE_CSV_MESSAGES.slugRequired
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'row')
      errors[columnOf.get(field) ?? field] ??= issue.message
    }
  }
  if (Object.keys(errors).length || !result.success) return { ok: false, slug, errors }
  return { ok: true, slug, venue: result.data, fields: columns.map((c) => VENUE_CSV_COLUMNS[c]) }
}
