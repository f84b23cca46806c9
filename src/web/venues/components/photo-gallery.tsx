import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chevronLeftIcon from 'lucide-react/icons/chevron-left'
import * as chevronRightIcon from 'lucide-react/icons/chevron-right'
import * as imagesIcon from 'lucide-react/icons/images'
import { useState, type KeyboardEvent } from 'react'
import { preload } from 'react-dom'
import type { VenueDetail } from '~/domain/venues/venue'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { cn } from '~/web/lib/cn'
import { useReturnFocus } from '~/web/lib/use-return-focus'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

const ChevronLeft = lucideIcon(chevronLeftIcon)
const ChevronRight = lucideIcon(chevronRightIcon)
const Images = lucideIcon(imagesIcon)

type Photo = VenueDetail['photos'][number]

/** The main photo: 2 of 4 columns of a max-w-7xl page from `md` up, full width below. */
const MAIN_SIZES = '(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw'
/** The four smaller photos beside it (hidden below `md`). */
const THUMB_SIZES = '(min-width: 1280px) 320px, 25vw'
/** The viewer: a max-w-5xl dialog. */
const VIEWER_SIZES = '(min-width: 1024px) 1024px, 100vw'

/** The viewer's strip of every photo; the one shown is marked current. */
function PhotoStrip({ photos, index, onPick }: { photos: Photo[]; index: number; onPick: (i: number) => void }) {
  return (
    <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="All photos">
      {photos.map((p, i) => (
        <li key={p.url} className="shrink-0">
          <button
            type="button"
            onClick={() => onPick(i)}
            aria-label={`Photo ${i + 1}: ${p.alt}`}
            aria-current={i === index}
            className={cn(
              'block overflow-hidden rounded-lg ring-2',
              i === index ? 'ring-terracotta-400' : 'ring-transparent opacity-70 hover:opacity-100',
            )}
          >
            <img
              {...venuePhotoSources(p.url, PHOTO_SIZES.thumbnail, p)}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-16 w-24 object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  )
}

/** Main photo plus up to four more, and a viewer of every photo (arrow keys move). */
export function PhotoGallery({
  venueName,
  photos: given,
  fallbackUrl,
}: {
  venueName: string
  photos: Photo[]
  fallbackUrl: string
}) {
  const photos: Photo[] = given.length ? given : [{ url: fallbackUrl, alt: venueName }]
  const [open, setOpen] = useState(false)
  const [index, setIndex] = useState(0)
  // Several buttons open the viewer: focus goes back to the one that did.
  const returnFocus = useReturnFocus(open)
  const show = (i: number) => {
    setIndex(i)
    setOpen(true)
  }
  const go = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length)
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') {
      e.preventDefault()
      go(1)
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      go(-1)
    }
  }
  const [main, ...rest] = photos
  const thumbs = rest.slice(0, 4)
  const current = photos[index]
  // The main photo is the page's largest paint: fetched first, and announced in <head> (React puts
  // the preload there, on the server too) so it does not wait for the gallery to render.
  const mainSources = venuePhotoSources(main.url, MAIN_SIZES, main)
  preload(mainSources.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: mainSources.srcSet,
    imageSizes: mainSources.sizes,
  })

  return (
    <div className="relative">
      <div
        className={cn(
          'grid gap-2 overflow-hidden rounded-(--radius-card) md:h-[460px]',
          thumbs.length >= 3 && 'md:grid-cols-[2fr_1fr_1fr] md:grid-rows-2',
          (thumbs.length === 1 || thumbs.length === 2) && 'md:grid-cols-[2fr_1fr]',
          thumbs.length === 2 && 'md:grid-rows-2',
        )}
      >
        <button
          type="button"
          onClick={() => show(0)}
          className={cn(
            'group relative block min-h-0 overflow-hidden bg-ivory-200',
            thumbs.length >= 2 && 'md:row-span-2',
          )}
          aria-label={`View photo 1 of ${photos.length}: ${main.alt}`}
        >
          <img
            {...mainSources}
            alt=""
            fetchPriority="high"
            decoding="async"
            className="aspect-[4/3] size-full object-cover transition-transform duration-500 group-hover:scale-[1.02] md:aspect-auto"
          />
        </button>
        {thumbs.map((p, i) => (
          <button
            key={p.url}
            type="button"
            onClick={() => show(i + 1)}
            className={cn(
              'group relative hidden overflow-hidden bg-ivory-200 md:block',
              thumbs.length === 3 && i === 2 && 'md:col-span-2',
            )}
            aria-label={`View photo ${i + 2} of ${photos.length}: ${p.alt}`}
          >
            <img
              {...venuePhotoSources(p.url, THUMB_SIZES, p)}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
          </button>
        ))}
      </div>
      <Button variant="outline" size="sm" className="absolute right-4 bottom-4 shadow-md" onClick={() => show(0)}>
        <Images aria-hidden /> See all photos
      </Button>

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-w-5xl gap-3 bg-ink-900 p-4 text-ivory-50 sm:p-6"
          onKeyDown={onKeyDown}
          closeLabel="Close photos"
          onCloseAutoFocus={returnFocus}
        >
          <div className="flex items-baseline justify-between gap-4 pr-10">
            <DialogTitle className="text-xl text-ivory-50">{venueName}</DialogTitle>
            <p className="text-sm text-ivory-200" aria-live="polite" data-testid="photo-counter">
              {index + 1} / {photos.length}
            </p>
          </div>
          <DialogDescription className="sr-only">
            Use the left and right arrow keys to move between photos.
          </DialogDescription>
          <div className="relative flex items-center justify-center overflow-hidden rounded-xl bg-black">
            <img
              {...venuePhotoSources(current.url, VIEWER_SIZES, current)}
              alt={current.alt}
              className="max-h-[68vh] w-full object-contain"
            />
            {photos.length > 1 && (
              <>
                <Button
                  variant="outline"
                  size="icon"
                  className="absolute top-1/2 left-3 -translate-y-1/2 border-0 bg-white/90"
                  onClick={() => go(-1)}
                  aria-label="Previous photo"
                >
                  <ChevronLeft aria-hidden />
                </Button>
                <Button
                  variant="outline"
                  size="icon"
                  className="absolute top-1/2 right-3 -translate-y-1/2 border-0 bg-white/90"
                  onClick={() => go(1)}
                  aria-label="Next photo"
                >
                  <ChevronRight aria-hidden />
                </Button>
              </>
            )}
          </div>
          {photos.length > 1 && <PhotoStrip photos={photos} index={index} onPick={setIndex} />}
        </DialogContent>
      </Dialog>
    </div>
  )
}
