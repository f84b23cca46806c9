import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CityDto } from '~/domain/venue'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

export const getCities = () => api.get<CityDto[]>(apiPaths.cities())

export const citiesQueryOptions = () => queryOptions({ queryKey: ['cities'], queryFn: getCities })

export const useCities = () => useQuery(citiesQueryOptions())
