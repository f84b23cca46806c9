// The landing page's 'Bountiful Smart Hub' picture: Callie's intro video when this deployment
// configures one (GET /api/config introVideoUrl), the designed poster otherwise.
import { SmartHubPoster } from './smart-hub-poster'
import { usePublicConfig } from '~/web/lib/use-public-config'

export function SmartHubMedia() {
  const { data: config } = usePublicConfig()
  const src = config?.introVideoUrl
  if (!src) return <SmartHubPoster />
  return (
    <figure className="overflow-hidden rounded-[2rem] bg-ink-900 shadow-lift">
      {/* No autoplay: the visitor starts it, so reduced-motion and data-saving preferences are respected. */}
      <video
        className="block aspect-[10/7] w-full object-cover"
        src={src}
        poster={config?.introVideoPosterUrl ?? undefined}
        controls
        preload="metadata"
        playsInline
        aria-describedby="smart-hub-video-caption"
      />
      <figcaption id="smart-hub-video-caption" className="px-5 py-3 text-sm text-ivory-100">
        Meet Callie: how the Bountiful concierge plans a group dinner.
      </figcaption>
    </figure>
  )
}
