import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NewsletterStats } from '~/domain/requests/newsletter'
import { api } from '~/web/lib/api'
import { requestApiPaths } from '~/web/requests/lib/request-paths'

export const getNewsletterStats = () => api.get<NewsletterStats>(requestApiPaths.newsletterStats())

export const newsletterStatsQueryOptions = () =>
  queryOptions({ queryKey: ['newsletter', 'stats'], queryFn: getNewsletterStats })

/** Confirmed subscribers; undefined while loading or if the request failed (the figure is then hidden). */
export const useNewsletterSubscriberCount = () => useQuery(newsletterStatsQueryOptions()).data?.subscribers
