// Venue photos come in a few widths so a 326-px card does not download a 1200-px photo: the server
// resizes on first request and keeps the result (src/server/lib/photo-variants.ts), the web app
// lists the widths in `srcset` (src/web/lib/venue-photo-srcset.ts). Only these widths exist, so
// nobody can make the server render arbitrary sizes.
export const PHOTO_VARIANT_WIDTHS = [400, 800, 1200] as const
export type PhotoVariantWidth = (typeof PHOTO_VARIANT_WIDTHS)[number]

export const isPhotoVariantWidth = (w: number): w is PhotoVariantWidth =>
  (PHOTO_VARIANT_WIDTHS as readonly number[]).includes(w)

/** Our own raster photos under /media can be resized; the SVG placeholder and other sites' URLs cannot. */
export const hasPhotoVariants = (url: string) => /^\/media\/[^?#]+\.(webp|jpe?g|png)$/i.test(url)

/** '/media/venues/bar-1.webp' at 400 → '/media/venues/bar-1.webp?w=400'. */
export const photoVariantUrl = (url: string, width: PhotoVariantWidth) => `${url}?w=${width}`
