import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TestimonialsResponse } from '~/domain/site/testimonials'
import { api } from '~/web/lib/api'

export const getTestimonials = () => api.get<TestimonialsResponse>('/api/testimonials')

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ['testimonials'], queryFn: getTestimonials })

/** Hosts' own words after real events; empty while loading, on failure, or when there are none. */
export const useTestimonials = () => useQuery(testimonialsQueryOptions()).data?.testimonials ?? []
