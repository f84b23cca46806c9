import { usePublicConfig } from '~/web/lib/use-public-config'

export type MapTiles = { mapTileUrl: string; mapTileAttribution: string }

export const DEFAULT_MAP_TILES: MapTiles = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
}

/** The tile source is server configuration; without it (or when /api/config fails) OpenStreetMap is
 * used. Undefined only while the configuration loads. */
export function useMapTiles(): MapTiles | undefined {
  const { data, isError } = usePublicConfig()
  if (!data && !isError) return undefined
  return {
    mapTileUrl: data?.mapTileUrl || DEFAULT_MAP_TILES.mapTileUrl,
    mapTileAttribution: data?.mapTileAttribution || DEFAULT_MAP_TILES.mapTileAttribution,
  }
}
