// `srcset`/`sizes` for a venue photo: the browser picks the smallest variant that fills the slot
// at the screen's pixel density (widths in src/domain/venues/photo-variants.ts, rendered by the server).
import { hasPhotoVariants, PHOTO_VARIANT_WIDTHS, photoVariantUrl } from '~/domain/venues/photo-variants'

export type PhotoSources = { src: string; srcSet?: string; sizes?: string; width: number; height: number }

/**
 * Attributes for an <img> of a venue photo shown `sizes` wide, e.g. '(min-width: 768px) 50vw, 100vw'.
 * `width`/`height` are the photo's own when known (uploads), else the artwork's 1200 × 800, so the
 * browser reserves the right space before the bytes arrive. A URL without variants (the SVG
 * placeholder) is used as is.
 */
export function venuePhotoSources(
  url: string,
  sizes: string,
  size?: { width?: number | null; height?: number | null },
): PhotoSources {
  const dims = size?.width && size.height ? { width: size.width, height: size.height } : { width: 1200, height: 800 }
  if (!hasPhotoVariants(url)) return { src: url, ...dims }
  return {
    src: photoVariantUrl(url, 800),
    srcSet: PHOTO_VARIANT_WIDTHS.map((w) => `${photoVariantUrl(url, w)} ${w}w`).join(', '),
    sizes,
    ...dims,
  }
}

/** Slots shared by several pages. */
export const PHOTO_SIZES = {
  /** A card in the 1 / 2 / 3-column venue grids of a max-w-7xl page (search, saved, landing). */
  gridCard: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  /** A 14rem (224 px) column from `sm` up, full width below (Callie's picks, proposals). */
  sideColumn: '(min-width: 640px) 224px, 100vw',
  /** A 96 × 64 thumbnail. */
  thumbnail: '96px',
} as const
