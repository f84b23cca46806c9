// GET /api/dashboard/bookings: the signed-in planner's booking requests, each with where it stands.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MyBookings } from '~/domain/bookings/my-bookings-api'
import { api } from '~/web/lib/api'
import { useSessionToken } from '~/web/lib/session-store'
import { bookingsApiPaths, bookingsKeys } from '../bookings-paths'

export const getMyBookings = () => api.get<MyBookings>(bookingsApiPaths.mine())

export const myBookingsQueryOptions = queryOptions({ queryKey: bookingsKeys.mine, queryFn: getMyBookings })

export function useMyBookings() {
  const token = useSessionToken()
  return useQuery({ ...myBookingsQueryOptions, enabled: Boolean(token) })
}
