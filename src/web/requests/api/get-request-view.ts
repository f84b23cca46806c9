// GET /api/requests/view/:token: the planner's own request, read from the link in her confirmation email.
import { useQuery } from '@tanstack/react-query'
import type { RequestView } from '~/domain/requests/request-status'
import { api } from '~/web/lib/api'

export const requestViewApiPath = (token: string) => `/api/requests/view/${encodeURIComponent(token)}`

export const getRequestView = (token: string) => api.get<RequestView>(requestViewApiPath(token))

export const useRequestView = (token: string) =>
  useQuery({ queryKey: ['requests', 'view', token], queryFn: () => getRequestView(token), enabled: token !== '' })
