// POST /api/staff/venues/import?dryRun=: a CSV file as a text/csv body (docs/venue-import.md).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ImportResult } from '~/domain/staff/staff-api'
import { useSessionToken } from '~/web/auth/session-store'
import { sendRaw } from '../lib/send-raw'
import { staffApiPaths, staffKeys } from '../staff-paths'

export const importVenues = (csv: string, dryRun: boolean) =>
  sendRaw<ImportResult>(staffApiPaths.importVenues(dryRun), { body: csv, contentType: 'text/csv' })

export function useImportVenues() {
  const queryClient = useQueryClient()
  const token = useSessionToken()
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) => importVenues(csv, dryRun),
    onSuccess: (result) => (result.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: staffKeys.venuesAll(token) })),
  })
}
