// Venue import from a CSV file: a dry run reports what each row
// would do and its errors; the real run refuses any file with an error and otherwise upserts every
// row by slug, in batches.
//
// A 5 MB file is thousands of rows: parsing, checking and writing them in one go kept the event
// loop busy for tens of seconds (PGlite runs its queries on this thread too, and a
// chain of resolved queries never lets timers or sockets in). So the file is parsed as a stream,
// the work is cut into slices with a turn of the event loop between them, and each batch of
// writes is its own short transaction. Progress goes to venue_import_progress for the console.
import { setImmediate as nextTurn } from 'node:timers/promises'
import { parse } from 'csv-parse'
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  readVenueCsvHeader,
  readVenueCsvRow,
  VENUE_CSV_MAX_LINE_CHARS,
  VENUE_CSV_MAX_ROWS,
  VENUE_CSV_MESSAGES,
  type VenueCsvRow,
} from '~/domain/staff/venue-csv'
import type { VenueCreateInput } from '~/domain/venues/venue-input'
import type { ImportProgress, ImportResult } from '~/domain/staff/venue-import-api'
import type { Db } from '../db/client'
import { venueImportProgress, venues } from '../db/schema'
import { catalogueChanged } from '../lib/catalogue-generation'
import { fieldError, fieldErrors } from '../lib/errors'

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024
export const importRefusedMessage = (n: number) =>
  `${n} ${n === 1 ? 'row has' : 'rows have'} errors; nothing was imported. Run a dry run to see them.`

/** Rows checked between two turns of the event loop, and rows per write transaction. */
const CHECK_SLICE = 200
export const IMPORT_WRITE_BATCH = 100
/** Characters handed to the parser at a time. */
const PARSE_SLICE = 64 * 1024

const fileError = (message: string) => fieldError('file', message)

type CheckedRow = { line: number; row: VenueCsvRow }
type Phase = ImportProgress['phase']
type Reporter = (phase: Phase, processed: number, total: number) => Promise<void>

/**
 * Refuses a file with a line longer than any venue needs, before parsing: the parser's time per
 * slice grows with the record it is building, so one 5 MB line (of commas, or one quoted field)
 * held the event loop for seconds at a time although it was fed in slices.
 */
function checkLineLengths(text: string) {
  let line = 1
  for (let start = 0; start <= text.length; line++) {
    const end = text.indexOf('\n', start)
    const stop = end === -1 ? text.length : end
    if (stop - start > VENUE_CSV_MAX_LINE_CHARS) throw fileError(VENUE_CSV_MESSAGES.lineTooLong(line))
    if (end === -1) break
    start = end + 1
  }
}

/** The file's records with their line numbers, parsed a slice at a time; more than the row cap stops early. */
async function readRecords(text: string): Promise<{ record: string[]; line: number }[]> {
  checkLineLengths(text)
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    // A quoted field may span lines: it is bounded too.
    max_record_size: VENUE_CSV_MAX_LINE_CHARS,
  })
  const records: { record: string[]; line: number }[] = []
  let failure = null as Error | null
  parser.on('readable', () => {
    let r: { record: string[]; info: { lines: number } } | null
    while ((r = parser.read() as typeof r) !== null) records.push({ record: r.record, line: r.info.lines })
  })
  parser.on('error', (err) => (failure ??= err))
  for (let at = 0; at < text.length && !failure; at += PARSE_SLICE) {
    parser.write(text.slice(at, at + PARSE_SLICE))
    // The header plus the cap; one more row is enough to know the file is too long.
    if (records.length > VENUE_CSV_MAX_ROWS + 1) throw fileError(VENUE_CSV_MESSAGES.tooManyRows)
    await nextTurn()
  }
  if (!failure) {
    await new Promise<void>((resolve) => {
      parser.once('end', resolve)
      parser.once('error', () => resolve())
      parser.end()
    })
  }
  if ((failure as { code?: string } | null)?.code === 'CSV_MAX_RECORD_SIZE')
    throw fileError(VENUE_CSV_MESSAGES.lineTooLong((failure as { lines?: number }).lines ?? 1))
  if (failure) throw fileError(`The file is not valid CSV: ${failure.message}`)
  return records
}

/** The file's rows, checked; file-level problems (no header, unknown column, broken quoting) are a 400. */
async function readFile(text: string, report: Reporter): Promise<CheckedRow[]> {
  await report('reading', 0, 0)
  const records = await readRecords(text)
  if (records.length < 2) throw fileError(VENUE_CSV_MESSAGES.empty)
  if (records.length - 1 > VENUE_CSV_MAX_ROWS) throw fileError(VENUE_CSV_MESSAGES.tooManyRows)
  const header = readVenueCsvHeader(records[0].record)
  if (!header.ok) throw fileError(header.message)
  const total = records.length - 1
  const firstLine = new Map<string, number>()
  const checked: CheckedRow[] = []
  for (let i = 1; i < records.length; i++) {
    const { record, line } = records[i]
    let row = readVenueCsvRow(header.columns, record)
    if (row.slug) {
      const seen = firstLine.get(row.slug)
      if (seen !== undefined) {
        row = {
          ok: false,
          slug: row.slug,
          errors: { ...(row.ok ? {} : row.errors), slug: VENUE_CSV_MESSAGES.duplicateSlug(seen) },
        }
      } else {
        firstLine.set(row.slug, line)
      }
    }
    checked.push({ line, row })
    if (i % CHECK_SLICE === 0) {
      await report('checking', i, total)
      await nextTurn()
    }
  }
  await report('checking', total, total)
  return checked
}

export async function importVenues({
  db,
  text,
  dryRun,
  progress,
}: {
  db: Db
  text: string
  dryRun: boolean
  /** Record progress under this id for this user (GET /api/staff/venues/import/progress/:id). */
  progress?: { id: string; userId: number }
}): Promise<ImportResult> {
  const report = progressReporter(db, progress)
  try {
    const result = await runImport(db, text, dryRun, report)
    await report('done', result.rows.length, result.rows.length)
    return result
  } catch (err) {
    await report('failed', 0, 0)
    throw err
  }
}

async function runImport(db: Db, text: string, dryRun: boolean, report: Reporter): Promise<ImportResult> {
  const checked = await readFile(text, report)
  const slugs = checked.map((c) => c.row.slug).filter(Boolean)
  const existing = new Set<string>()
  for (let i = 0; i < slugs.length; i += 1000) {
    const found = await db
      .select({ slug: venues.slug })
      .from(venues)
      .where(inArray(venues.slug, slugs.slice(i, i + 1000)))
    for (const f of found) existing.add(f.slug)
    await nextTurn()
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
    throw fieldErrors(errors, importRefusedMessage(errorCount))
  }

  const good = checked.map((c) => c.row).filter((r): r is Extract<VenueCsvRow, { ok: true }> => r.ok)
  // Every row of a file sets the same columns (its header): an update writes only those, a create
  // takes the defaults for the others.
  const fields = (good[0]?.fields ?? []).filter((f) => f !== 'slug')
  const set = Object.fromEntries(fields.map((f) => [f, sql.raw(`excluded.${quoteIdent(venues[f].name)}`)]))
  for (let i = 0; i < good.length; i += IMPORT_WRITE_BATCH) {
    await report('writing', i, good.length)
    const batch = good
      .slice(i, i + IMPORT_WRITE_BATCH)
      .map((row): VenueCreateInput & { slug: string } => ({ ...row.venue, slug: row.slug }))
    // A short transaction per batch: other requests (on PGlite, every other query) wait at most
    // one batch. Rows are matched by slug, so importing the same file again after an interruption
    // finishes the job without duplicates.
    await db.transaction(async (tx) => {
      await tx
        .insert(venues)
        .values(batch)
        .onConflictDoUpdate({ target: venues.slug, set: { ...set, updatedAt: sql`now()` } })
      await catalogueChanged(tx)
    })
    await nextTurn()
  }
  return result
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

function progressReporter(db: Db, progress: { id: string; userId: number } | undefined): Reporter {
  if (!progress) return async () => {}
  let created = false
  return async (phase, processed, total) => {
    if (!created) {
      created = true
      // An id already taken (by another import) is simply not reported on.
      await db
        .insert(venueImportProgress)
        .values({ id: progress.id, userId: progress.userId, phase, processed, total })
        .onConflictDoNothing()
      return
    }
    await db
      .update(venueImportProgress)
      .set({ phase, processed, total, updatedAt: sql`now()` })
      .where(and(eq(venueImportProgress.id, progress.id), eq(venueImportProgress.userId, progress.userId)))
  }
}

/** Where an import of this user stands; null when there is none under that id. */
export async function getImportProgress({
  db,
  id,
  userId,
}: {
  db: Db
  id: string
  userId: number
}): Promise<ImportProgress | null> {
  const [row] = await db
    .select({
      phase: venueImportProgress.phase,
      processed: venueImportProgress.processed,
      total: venueImportProgress.total,
    })
    .from(venueImportProgress)
    .where(and(eq(venueImportProgress.id, id), eq(venueImportProgress.userId, userId)))
  return row ?? null
}
