import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { apiPaths } from '~/web/lib/paths'

export type MapConfig = { mapTileUrl: string; mapTileAttribution: string }

export const DEFAULT_MAP_CONFIG: MapConfig = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
}

/** The tile source is server configuration; without it (or on failure) OpenStreetMap is used. */
export async function getMapConfig(): Promise<MapConfig> {
  try {
    const cfg = await api.get<Partial<MapConfig>>(apiPaths.config())
    return {
      mapTileUrl: cfg?.mapTileUrl || DEFAULT_MAP_CONFIG.mapTileUrl,
      mapTileAttribution: cfg?.mapTileAttribution || DEFAULT_MAP_CONFIG.mapTileAttribution,
    }
  } catch {
    return DEFAULT_MAP_CONFIG
  }
}

export const mapConfigQueryOptions = () => queryOptions({ queryKey: ['config', 'map'], queryFn: getMapConfig })

export const useMapConfig = () => useQuery(mapConfigQueryOptions())
