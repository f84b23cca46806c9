// GET /api/booking-drafts/:token: a booking request an assistant drafted, from the link in the planner's email.
import { useQuery } from '@tanstack/react-query'
import type { BookingDraftView } from '~/domain/requests/booking-draft'
import { api } from '~/web/lib/api'

export const bookingDraftApiPath = (token: string) => `/api/booking-drafts/${encodeURIComponent(token)}`

export const bookingDraftQueryKey = (token: string) => ['requests', 'booking-draft', token] as const

export const getBookingDraft = (token: string) => api.get<BookingDraftView>(bookingDraftApiPath(token))

export const useBookingDraft = (token: string) =>
  useQuery({ queryKey: bookingDraftQueryKey(token), queryFn: () => getBookingDraft(token), enabled: token !== '' })
