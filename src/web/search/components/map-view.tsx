// Leaflet is loaded only with this module (React.lazy from the results page).
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { ArrowRight, MapPin, Users } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet'
import { Link } from 'react-router'
import type { VenueSummary } from '~/domain/venue'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import { useMapConfig } from '../api/get-map-config'

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
    if (venues.length === 1) map.setView([venues[0].lat, venues[0].lng], MAP_ZOOM)
    else
      map.fitBounds(L.latLngBounds(venues.map((v) => [v.lat, v.lng] as [number, number])), {
        padding: [40, 40],
        maxZoom: MAP_ZOOM,
      })
    // Only when the set of venues changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key])
  return null
}

function PanToSelected({ venue }: { venue: VenueSummary | undefined }) {
  const map = useMap()
  useEffect(() => {
    if (!venue) return
    const target = L.latLng(venue.lat, venue.lng)
    if (!map.getBounds().pad(-0.1).contains(target)) map.panTo(target, { animate: !prefersReducedMotion() })
  }, [map, venue])
  return null
}

function VenueMarker({
  venue,
  letter,
  selected,
  onSelect,
}: {
  venue: VenueSummary
  letter: string
  selected: boolean
  onSelect: (id: number) => void
}) {
  const ref = useRef<L.Marker>(null)
  const icon = useMemo(() => markerIcon(letter, selected), [letter, selected])
  useEffect(() => {
    const el = ref.current?.getElement()
    if (!el) return
    el.setAttribute('aria-pressed', String(selected))
    el.setAttribute('aria-label', `${letter}. ${venue.name}`)
    el.dataset.testid = 'map-marker'
    el.dataset.selected = String(selected)
  })
  return (
    <Marker
      ref={ref}
      position={[venue.lat, venue.lng]}
      icon={icon}
      title={`${letter}. ${venue.name}`}
      keyboard
      zIndexOffset={selected ? 1000 : 0}
      eventHandlers={{ click: () => onSelect(venue.id) }}
    />
  )
}

type Props = {
  venues: VenueSummary[]
  selectedId: number | null
  onSelect: (id: number) => void
}

export default function MapView({ venues, selectedId, onSelect }: Props) {
  const config = useMapConfig()
  const listRef = useRef<HTMLOListElement>(null)
  const selected = venues.find((v) => v.id === selectedId)

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
        {config.data && (
          <MapContainer center={[first.lat, first.lng]} zoom={MAP_ZOOM} scrollWheelZoom={false} className="size-full">
            <TileLayer url={config.data.mapTileUrl} attribution={config.data.mapTileAttribution} />
            <FitToVenues venues={venues} />
            <PanToSelected venue={selected} />
            {venues.map((v, i) => (
              <VenueMarker
                key={v.id}
                venue={v}
                letter={markerLetter(i)}
                selected={v.id === selectedId}
                onSelect={onSelect}
              />
            ))}
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
                          <Users className="size-3.5" aria-hidden /> Up to {v.maxGuests}
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
                        to={paths.venue(v.id)}
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
