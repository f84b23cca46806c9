// Leaflet is loaded only with this module (React.lazy from the results page).
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import L from 'leaflet'
// Extends the L that leaflet has just defined (the plugin reads the global L).
import 'leaflet.markercluster'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import * as usersIcon from 'lucide-react/icons/users'
import { useEffect, useRef } from 'react'
import { MapContainer, TileLayer, useMap } from 'react-leaflet'
import { Link, useLocation } from 'react-router'
import { venueCapacityLabel } from '~/domain/guests'
import type { VenueSummary } from '~/domain/venues/venue'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import { useMapTiles } from '../lib/use-map-tiles'

const ArrowRight = lucideIcon(arrowRightIcon)
const MapPin = lucideIcon(mapPinIcon)
const Users = lucideIcon(usersIcon)

/** A, B, … Z, AA, AB … */
export function markerLetter(index: number): string {
  let s = ''
  let n = index
  do {
    s = String.fromCharCode(65 + (n % 26)) + s
    n = Math.floor(n / 26) - 1
  } while (n >= 0)
  return s
}

const MAP_ZOOM = 13
const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

function markerIcon(letter: string, selected: boolean) {
  return L.divIcon({
    className: 'venue-marker',
    html: `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:34px;height:34px;border-radius:9999px 9999px 9999px 2px;transform:rotate(-45deg);background:${selected ? '#c8281e' : '#2563eb'};box-shadow:0 4px 10px rgba(0,0,0,.3);border:2px solid #fff"><span style="transform:rotate(45deg);color:#fff;font:600 13px/1 'DM Sans Variable',system-ui,sans-serif">${letter}</span></span>`,
    iconSize: [34, 34],
    iconAnchor: [17, 34],
  })
}

function FitToVenues({ venues }: { venues: VenueSummary[] }) {
  const map = useMap()
  const key = venues.map((v) => v.id).join(',')
  useEffect(() => {
    if (!venues.length) return
    // Without motion, the zoom and the clusters' rebuild after it happen at once: while the zoom
    // animates, the markers on screen are about to be replaced and a click on one can be lost.
    const animate = !prefersReducedMotion()
    if (venues.length === 1) map.setView([venues[0].lat, venues[0].lng], MAP_ZOOM, { animate })
    else
      map.fitBounds(L.latLngBounds(venues.map((v) => [v.lat, v.lng] as [number, number])), {
        padding: [40, 40],
        maxZoom: MAP_ZOOM,
        animate,
      })
    // Only when the set of venues changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key])
  return null
}

/** A cluster's badge: how many venues it holds, named for screen readers (Leaflet makes it a button). */
const ClusterIcon = L.DivIcon.extend({
  createIcon(this: L.DivIcon & { options: L.DivIconOptions & { label: string } }, old?: HTMLElement) {
    const el = L.DivIcon.prototype.createIcon.call(this, old)
    el.setAttribute('aria-label', this.options.label)
    el.dataset.testid = 'map-cluster'
    return el
  },
}) as unknown as new (options: L.DivIconOptions & { label: string }) => L.DivIcon

function clusterIcon(cluster: L.MarkerCluster) {
  const n = cluster.getChildCount()
  return new ClusterIcon({
    className: 'venue-cluster',
    label: `${n} venues here: zoom in to choose one`,
    html: `<span aria-hidden="true" style="display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:9999px;background:#1e3a8a;color:#fff;border:3px solid #fff;box-shadow:0 4px 10px rgba(0,0,0,.3);font:700 14px/1 'DM Sans Variable',system-ui,sans-serif">${n}</span>`,
    iconSize: [40, 40],
  })
}

type DecoratedMarker = L.Marker & { decorate?: () => void }

/**
 * The lettered markers in a cluster group (leaflet.markercluster): venues at or near one spot
 * gather into a numbered badge that zooms in, and spread apart ("spiderfy") where zooming cannot
 * separate them, so every venue can be selected. Choosing a venue in the list brings its marker
 * into view, out of any cluster.
 */
function ClusteredMarkers({ venues, selectedId, onSelect }: Props) {
  const map = useMap()
  const group = useRef<L.MarkerClusterGroup | null>(null)
  const markers = useRef(new Map<number, DecoratedMarker>())
  const onSelectRef = useRef(onSelect)
  const selectedRef = useRef(selectedId)
  useEffect(() => {
    onSelectRef.current = onSelect
  })
  const key = venues.map((v) => v.id).join(',')

  useEffect(() => {
    const g = L.markerClusterGroup({
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      maxClusterRadius: 24,
      animate: !prefersReducedMotion(),
      iconCreateFunction: clusterIcon,
    })
    const byId = new Map<number, DecoratedMarker>()
    venues.forEach((v, i) => {
      const letter = markerLetter(i)
      const selected = v.id === selectedRef.current
      const marker: DecoratedMarker = L.marker([v.lat, v.lng], {
        icon: markerIcon(letter, selected),
        title: `${letter}. ${v.name}`,
        keyboard: true,
        zIndexOffset: selected ? 1000 : 0,
      })
      // Leaflet makes a new element each time a marker is shown (clusters hide and show them).
      marker.decorate = () => {
        const el = marker.getElement()
        if (!el) return
        const isSelected = v.id === selectedRef.current
        el.setAttribute('aria-pressed', String(isSelected))
        el.setAttribute('aria-label', `${letter}. ${v.name}`)
        el.dataset.testid = 'map-marker'
        el.dataset.selected = String(isSelected)
        el.dataset.venueId = String(v.id)
      }
      marker.on('add', marker.decorate)
      marker.on('click', () => onSelectRef.current(v.id))
      byId.set(v.id, marker)
    })
    g.addLayers([...byId.values()])
    map.addLayer(g)
    group.current = g
    markers.current = byId
    return () => {
      map.removeLayer(g)
      group.current = null
    }
    // Rebuilt when the set of venues changes; the selection is applied by the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key])

  useEffect(() => {
    selectedRef.current = selectedId
    venues.forEach((v, i) => {
      const marker = markers.current.get(v.id)
      if (!marker) return
      const selected = v.id === selectedId
      marker.setIcon(markerIcon(markerLetter(i), selected))
      marker.setZIndexOffset(selected ? 1000 : 0)
      marker.decorate?.()
    })
    const marker = selectedId == null ? undefined : markers.current.get(selectedId)
    const g = group.current
    if (marker && g?.hasLayer(marker)) {
      // Venues at one address stay clustered at the deepest zoom; the plugin's own spiderfy after
      // that zoom is undone when its clusters are rebuilt, so spread them once the map has settled.
      const spread = () =>
        requestAnimationFrame(() => {
          const parent = group.current === g ? g.getVisibleParent(marker) : null
          if (!parent || parent === marker) map.off('moveend', spread)
          else if (map.getZoom() >= map.getMaxZoom()) (parent as L.MarkerCluster).spiderfy()
        })
      map.on('moveend', spread)
      // Zooms into or spreads its cluster as needed, then pans only if it is near the edge.
      g.zoomToShowLayer(marker, () => {
        if (!map.getBounds().pad(-0.1).contains(marker.getLatLng())) {
          map.panTo(marker.getLatLng(), { animate: !prefersReducedMotion() })
        }
      })
      return () => {
        map.off('moveend', spread)
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, selectedId])
  return null
}

type Props = {
  venues: VenueSummary[]
  selectedId: number | null
  onSelect: (id: number) => void
}

export default function MapView({ venues, selectedId, onSelect }: Props) {
  const tiles = useMapTiles()
  const listRef = useRef<HTMLOListElement>(null)
  // The map only shows on the results, so its links carry the search like the result cards do.
  const { search } = useLocation()

  useEffect(() => {
    if (selectedId == null) return
    listRef.current
      ?.querySelector(`[data-venue-id="${selectedId}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [selectedId])

  if (!venues.length) {
    return (
      <div className="flex h-80 items-center justify-center rounded-(--radius-card) border border-dashed border-ink-200 bg-ivory-100 text-ink-600">
        No venues to display on map
      </div>
    )
  }

  const first = venues[0]
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_380px]" data-testid="map-view">
      <section
        aria-label="Map of venues"
        className="relative h-[360px] overflow-hidden rounded-(--radius-card) border border-ivory-300 shadow-soft sm:h-[460px] lg:h-[600px]"
      >
        {tiles && (
          <MapContainer center={[first.lat, first.lng]} zoom={MAP_ZOOM} scrollWheelZoom={false} className="size-full">
            <TileLayer url={tiles.mapTileUrl} attribution={tiles.mapTileAttribution} />
            <FitToVenues venues={venues} />
            <ClusteredMarkers venues={venues} selectedId={selectedId} onSelect={onSelect} />
          </MapContainer>
        )}
      </section>
      <section aria-label="Venues on the map" className="flex min-h-0 flex-col lg:h-[600px]">
        <ol ref={listRef} className="grid gap-2 overflow-y-auto pr-1 lg:max-h-full" data-testid="map-list">
          {venues.map((v, i) => {
            const isSelected = v.id === selectedId
            return (
              <li key={v.id} data-venue-id={v.id}>
                <div
                  className={cn(
                    'rounded-2xl border bg-white transition-colors',
                    isSelected
                      ? 'border-terracotta-500 bg-terracotta-50/60 ring-2 ring-terracotta-200'
                      : 'border-ivory-300 hover:border-ink-200',
                  )}
                >
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(v.id)}
                    className="flex w-full items-start gap-3 rounded-2xl p-3 text-left"
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold text-white',
                        isSelected ? 'bg-[#c8281e]' : 'bg-[#2563eb]',
                      )}
                    >
                      {markerLetter(i)}
                    </span>
                    <span className="grid min-w-0 gap-0.5">
                      <span className="truncate font-medium text-ink-900">
                        <span className="sr-only">{markerLetter(i)}. </span>
                        {v.name}
                      </span>
                      <span className="flex items-center gap-3 text-xs text-ink-600">
                        <span className="inline-flex items-center gap-1">
                          <MapPin className="size-3.5" aria-hidden /> {v.location}
                        </span>
                        <span className="inline-flex items-center gap-1">
                          <Users className="size-3.5" aria-hidden /> {venueCapacityLabel(v.maxGuests).text}
                        </span>
                      </span>
                    </span>
                    <span className="ml-auto shrink-0 text-sm font-semibold text-ink-900">
                      ${Math.round(v.pricePerPerson)}
                    </span>
                  </button>
                  {isSelected && (
                    <div className="flex items-center justify-between gap-3 border-t border-terracotta-100 px-3 py-2.5">
                      <span className="text-xs text-ink-600">{v.serviceType}</span>
                      <Link
                        to={paths.venue(v.id, search)}
                        className="inline-flex items-center gap-1 text-sm font-medium text-terracotta-700 hover:underline"
                      >
                        View venue <span className="sr-only">{v.name}</span>
                        <ArrowRight className="size-4" aria-hidden />
                      </Link>
                    </div>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      </section>
    </div>
  )
}
