// Venue import from a CSV file (issue 7, docs/venue-import.md): a dry run reports what each row
// would do and its errors; the real run refuses any file with an error and otherwise upserts every
// row by slug in ONE transaction.
import { parse } from 'csv-parse/sync'
import { inArray, sql } from 'drizzle-orm'
import {
  readVenueCsvHeader, readVenueCsvRow, VENUE_CSV_MAX_ROWS, VENUE_CSV_MESSAGES, type VenueCsvRow,
} from '~/domain/staff/venue-csv'
import type { VenueCreateInput } from '~/domain/staff/venue-input'
import type { ImportResult } from '~/domain/staff/staff-api'
import type { Db } from '../db/client'
import { venues } from '../db/schema'
import { badRequest } from '../lib/errors'

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const importRefusedMessage = (n: number) => `${n} ${n === 1 ? 'row has' : 'rows have'} errors; nothing was imported. Run a dry run to see them.`

const fileError = (message: string) => badRequest(`file: ${message}`, { file: message })

type CheckedRow = { line: number; row: VenueCsvRow }

/** The file's rows, checked; file-level problems (no header, unknown column, broken quoting) are a 400. */
function readFile(text: string): CheckedRow[] {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, skip_records_with_empty_values: true }) as unknown as typeof records
  } catch (err) {
    throw fileError(`The file is not valid CSV: ${(err as Error).message}`)
  }
  if (records.length < 2) throw fileError(VENUE_CSV_MESSAGES.empty)
  if (records.length - 1 > VENUE_CSV_MAX_ROWS) throw fileError(VENUE_CSV_MESSAGES.tooManyRows)
  const header = readVenueCsvHeader(records[0].record)
  if (!header.ok) throw fileError(header.message)
  const firstLine = new Map<string, number>()
  return records.slice(1).map(({ record, info }) => {
    const row = readVenueCsvRow(header.columns, record)
    const line = info.lines
    if (row.slug) {
      const seen = firstLine.get(row.slug)
      if (seen !== undefined) {
        const errors = { ...(row.ok ? {} : row.errors), slug: VENUE_CSV_MESSAGES.duplicateSlug(seen) }
        return { line, row: { ok: false, slug: row.slug, errors } }
      }
      firstLine.set(row.slug, line)
    }
    return { line, row }
  })
}

export async function importVenues({ db, text, dryRun }: { db: Db; text: string; dryRun: boolean }): Promise<ImportResult> {
  const checked = readFile(text)
  const slugs = checked.map((c) => c.row.slug).filter(Boolean)
  const existing = new Set<string>()
  for (let i = 0; i < slugs.length; i += 1000) {
    const found = await db.select({ slug: venues.slug }).from(venues).where(inArray(venues.slug, slugs.slice(i, i + 1000)))
    for (const f of found) existing.add(f.slug)
  }
  const rows = checked.map(({ line, row }) => ({
    line,
    action: existing.has(row.slug) ? ('update' as const) : ('create' as const),
    slug: row.slug,
    errors: row.ok ? {} : row.errors,
  }))
  const errorCount = rows.filter((r) => Object.keys(r.errors).length > 0).length
  const result: ImportResult = {
    dryRun,
    rows,
    creates: rows.filter((r) => r.action === 'create').length,
    updates: rows.filter((r) => r.action === 'update').length,
    errorCount,
  }
  if (dryRun) return result
  if (errorCount > 0) {
    const errors: Record<string, string> = {}
    for (const r of rows) for (const [col, msg] of Object.entries(r.errors)) errors[`line${r.line}.${col}`] = msg
    throw badRequest(importRefusedMessage(errorCount), errors)
  }

  const good = checked.map((c) => c.row).filter((r): r is Extract<VenueCsvRow, { ok: true }> => r.ok)
  await db.transaction(async (tx) => {
    for (const row of good) {
      const values: VenueCreateInput & { slug: string } = { ...row.venue, slug: row.slug }
      // An update writes only the columns the file has; a create takes the defaults for the others.
      const set = Object.fromEntries(row.fields.filter((f) => f !== 'slug').map((f) => [f, values[f]]))
      await tx
        .insert(venues)
        .values(values)
        .onConflictDoUpdate({ target: venues.slug, set: { ...set, updatedAt: sql`now()` } })
    }
  })
  return result
}
