// POST /api/staff/venues/import?dryRun=: a CSV file as a text/csv body (docs/venue-import.md),
// followed while it runs through GET /api/staff/venues/import/progress/:id.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ImportProgress, ImportResult } from '~/domain/staff/venue-import-api'
import { useSessionToken } from '~/web/lib/session-store'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'

export const importVenues = (csv: string, dryRun: boolean, progressId?: string) =>
  api.postRaw<ImportResult>(staffApiPaths.importVenues(dryRun, progressId), csv, 'text/csv')

export function useImportVenues() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ csv, dryRun, progressId }: { csv: string; dryRun: boolean; progressId?: string }) =>
      importVenues(csv, dryRun, progressId),
    onSuccess: (result) =>
      result.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: staffKeys.venuesAll }),
  })
}

/** Polls the progress of the import running under `id` (null: none running). */
export function useImportProgress(id: string | null) {
  const token = useSessionToken()
  return useQuery({
    queryKey: staffKeys.importProgress(id ?? ''),
    queryFn: () => api.get<ImportProgress>(staffApiPaths.importProgress(id ?? '')),
    enabled: Boolean(token) && id !== null,
    refetchInterval: 500,
    // Until the server has recorded the import, the id is unknown (404): keep polling quietly.
    retry: false,
  })
}

/** A UUID for ?progress= (randomUUID exists only in secure contexts; getRandomValues everywhere). */
export function newProgressId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
