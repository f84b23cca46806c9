// /staff/venues/import: choose a CSV file → dry run (every row, its action and errors; nothing
// written) → 'Import N venues' only when no row has an error → the result. docs/venue-import.md.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as fileUpIcon from 'lucide-react/icons/file-up'
import { useId, useState, type ChangeEvent } from 'react'
import { Link } from 'react-router'
import { VENUE_CSV_COLUMN_NAMES, VENUE_CSV_REQUIRED } from '~/domain/staff/venue-csv'
import type { ImportProgress, ImportResult } from '~/domain/staff/venue-import-api'
import { Button } from '~/web/components/ui/button'
import { Label } from '~/web/components/ui/label'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { isApiError } from '~/web/lib/api'
import { cn } from '~/web/lib/cn'
import { toast } from '~/web/lib/use-toast'
import { newProgressId, useImportProgress, useImportVenues } from '../api/import-venues'
import { staffPaths } from '../staff-paths'

const FileUp = lucideIcon(fileUpIcon)

const CSV_MAX_BYTES = 5 * 1024 * 1024

export function VenueImportView() {
  const ids = useId()
  const run = useImportVenues()
  const [file, setFile] = useState<{ name: string; text: string } | null>(null)
  const [dryRun, setDryRun] = useState<ImportResult | null>(null)
  const [done, setDone] = useState<ImportResult | null>(null)
  const [error, setError] = useState<string | null>(null)
  // The running check or import, followed by polling its progress (large files take a while).
  const [progressId, setProgressId] = useState<string | null>(null)
  const progress = useImportProgress(progressId).data

  const runImport = async (csv: string, dryRun: boolean) => {
    const id = newProgressId()
    setProgressId(id)
    try {
      return await run.mutateAsync({ csv, dryRun, progressId: id })
    } finally {
      setProgressId(null)
    }
  }

  const onChoose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0]
    setDryRun(null)
    setDone(null)
    setError(null)
    setFile(null)
    if (!chosen) return
    if (chosen.size > CSV_MAX_BYTES) return setError('CSV files must be at most 5 MB')
    const text = await chosen.text()
    setFile({ name: chosen.name, text })
    try {
      setDryRun(await runImport(text, true))
    } catch (err) {
      setError(
        isApiError(err)
          ? (err.fieldErrors.file ?? err.serverMessage ?? err.message)
          : 'The file could not be checked. Please try again.',
      )
    }
  }

  const onImport = async () => {
    if (!file) return
    try {
      const result = await runImport(file.text, false)
      setDone(result)
      setDryRun(null)
      toast({
        variant: 'success',
        title: 'Venues imported',
        description: `${result.creates} created, ${result.updates} updated.`,
      })
    } catch (err) {
      setError(isApiError(err) ? (err.serverMessage ?? err.message) : 'The import failed; nothing was written.')
    }
  }

  const rowsWithErrors = dryRun?.rows.filter((r) => Object.keys(r.errors).length > 0).length ?? 0
  const count = dryRun ? dryRun.creates + dryRun.updates : 0

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>Import venues · Concierge console · Bountiful</title>
      <div className="grid gap-1">
        <h1 className="font-display text-4xl font-semibold text-ink-900">Import venues</h1>
        <p className="max-w-3xl text-ink-600">
          A CSV file with a header row. Required columns: {VENUE_CSV_REQUIRED.join(', ')}. Optional:{' '}
          {VENUE_CSV_COLUMN_NAMES.filter((c) => !VENUE_CSV_REQUIRED.includes(c)).join(', ')}. Lists are separated by
          “|”. A row whose slug exists updates that venue. The file is checked first; nothing is written until you
          import, and then all rows are written together.
        </p>
      </div>

      <section className="grid gap-3 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft">
        <Label htmlFor={`${ids}-file`}>CSV file</Label>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".csv,text/csv"
          onChange={onChoose}
          aria-describedby={`${ids}-error`}
          className="w-full min-w-0 text-sm text-ink-800 file:mr-3 file:h-10 file:rounded-full file:border file:border-ink-200 file:bg-white file:px-4 file:text-sm file:font-medium file:text-ink-900"
        />
        {run.isPending && (
          <div className="grid gap-1.5">
            <p role="status" className="text-sm text-ink-700">
              {progressText(dryRun ? 'Importing…' : 'Checking the file…', progress)}
            </p>
            {progress && progress.total > 0 && (
              <progress
                aria-label="Progress of the file"
                max={progress.total}
                value={progress.processed}
                className="h-2 w-full max-w-md accent-sage-700"
              />
            )}
          </div>
        )}
        <p id={`${ids}-error`} role="alert" className={error ? 'text-sm font-medium text-destructive' : 'sr-only'}>
          {error}
        </p>
      </section>

      {dryRun && (
        <section aria-labelledby={`${ids}-dry`} className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-1">
              <h2 id={`${ids}-dry`} className="font-display text-2xl font-semibold text-ink-900">
                Dry run of {file?.name}
              </h2>
              <p
                role="status"
                className={cn('text-sm', dryRun.errorCount ? 'font-medium text-red-800' : 'text-ink-700')}
              >
                {dryRun.creates} to create, {dryRun.updates} to update
                {dryRun.errorCount
                  ? `, ${dryRun.errorCount} error${dryRun.errorCount === 1 ? '' : 's'} in ${rowsWithErrors} row${rowsWithErrors === 1 ? '' : 's'}: fix the file and choose it again.`
                  : ', no errors.'}
              </p>
            </div>
            <Button onClick={onImport} disabled={dryRun.errorCount > 0 || count === 0 || run.isPending}>
              <FileUp aria-hidden /> {run.isPending ? 'Importing...' : `Import ${count} venue${count === 1 ? '' : 's'}`}
            </Button>
          </div>
          <DryRunRows rows={dryRun.rows} />
        </section>
      )}

      {done && (
        <SuccessNotice layout="panel" className="gap-2">
          <h2 className="font-display text-xl font-semibold">Import complete</h2>
          <p>
            {done.creates} venue{done.creates === 1 ? '' : 's'} created and {done.updates} updated.{' '}
            <Link to={staffPaths.venues()} className="font-medium underline underline-offset-4">
              See the venues
            </Link>
          </p>
        </SuccessNotice>
      )}
    </div>
  )
}

/** Every row of the file: its line, whether it creates or updates, its slug and its errors. */
function DryRunRows({ rows }: { rows: ImportResult['rows'] }) {
  return (
    <div
      className="overflow-x-auto rounded-xl border border-ivory-300 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Rows of the file"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-ivory-100 text-ink-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Line
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Action
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Slug
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Errors
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const errors = Object.entries(r.errors)
            return (
              <tr key={r.line} className={cn('border-t border-ivory-300 align-top', errors.length > 0 && 'bg-red-50')}>
                <td className="px-3 py-2 tabular-nums">{r.line}</td>
                <td className="px-3 py-2">{r.action === 'create' ? 'Create' : 'Update'}</td>
                <td className="px-3 py-2 font-mono text-xs">{r.slug || '—'}</td>
                <td className="px-3 py-2">
                  {errors.length === 0 ? (
                    <span className="text-sage-700">None</span>
                  ) : (
                    <ul className="grid gap-0.5 text-red-900">
                      {errors.map(([col, msg]) => (
                        <li key={col}>
                          <span className="font-medium">{col}</span>: {msg}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** 'Checking the file… 1,200 of 5,000 rows' once the server reports how far it is. */
function progressText(fallback: string, progress: ImportProgress | undefined): string {
  if (!progress || progress.total === 0) return fallback
  const n = (x: number) => x.toLocaleString('en-US')
  if (progress.phase === 'checking') return `Checking the file… ${n(progress.processed)} of ${n(progress.total)} rows`
  if (progress.phase === 'writing') return `Importing… ${n(progress.processed)} of ${n(progress.total)} venues written`
  return fallback
}
