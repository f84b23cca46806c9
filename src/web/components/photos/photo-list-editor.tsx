// A list of uploaded photos to manage: upload from the browser (type and size checked here first,
// the server checks the bytes again), delete, and reorder with up/down buttons (the first shown
// first). The console's venue photos and the venue portal's space photos.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowDownIcon from 'lucide-react/icons/arrow-down'
import * as arrowUpIcon from 'lucide-react/icons/arrow-up'
import * as trashIcon from 'lucide-react/icons/trash'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { PHOTO_SIZES, venuePhotoSources } from '~/web/lib/venue-photo-srcset'

const ArrowDown = lucideIcon(arrowDownIcon)
const ArrowUp = lucideIcon(arrowUpIcon)
const Trash2 = lucideIcon(trashIcon)

/** The server's limit and accepted types (src/server/lib/photo-uploads.ts), checked before uploading. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp']
const MESSAGES = {
  type: 'Photos must be JPEG, PNG or WebP images',
  tooLarge: 'Photos must be at most 10 MB',
  missing: 'Choose a photo to upload',
}

const serverMessage = (error: unknown) =>
  isApiError(error)
    ? (error.fieldErrors.file ?? error.serverMessage ?? error.message)
    : 'The upload failed. Please try again.'

export type EditablePhoto = {
  id: number
  url: string
  alt: string
  position: number
  width: number | null
  height: number | null
}

type Props = {
  /** The section's heading, and what the list and the upload form are named after. */
  title: string
  photos: readonly EditablePhoto[]
  /** What planners see while there is none. */
  emptyText: string
  /** What the first photo is to planners ('Cover'). */
  firstLabel: string
  /** Whether the uploader writes a description (else the photo's alt is given by its owner). */
  withAlt?: boolean
  uploaded: string
  upload: { mutateAsync: (input: { file: File; alt?: string }) => Promise<unknown>; isPending: boolean }
  remove: { mutateAsync: (photoId: number) => Promise<unknown>; isPending: boolean }
  reorder: { mutateAsync: (photoIds: number[]) => Promise<unknown>; isPending: boolean }
}

export function PhotoListEditor({
  title,
  photos: given,
  emptyText,
  firstLabel,
  withAlt = false,
  uploaded,
  upload,
  remove,
  reorder,
}: Props) {
  const ids = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [error, setError] = useState<string | null>(null)
  const photos = [...given].sort((a, b) => a.position - b.position)

  const onUpload = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const file = fileRef.current?.files?.[0]
    const alt = withAlt ? String(new FormData(form).get('alt') ?? '').trim() || undefined : undefined
    if (!file) return setError(MESSAGES.missing)
    if (!ACCEPTED_TYPES.includes(file.type)) return setError(MESSAGES.type)
    if (file.size > PHOTO_MAX_BYTES) return setError(MESSAGES.tooLarge)
    setError(null)
    try {
      await upload.mutateAsync({ file, alt })
      form.reset()
      toast({ variant: 'success', title: 'Photo uploaded', description: uploaded })
    } catch (err) {
      setError(serverMessage(err))
    }
  }

  const move = async (index: number, by: -1 | 1) => {
    const order = photos.map((p) => p.id)
    const [id] = order.splice(index, 1)
    order.splice(index + by, 0, id)
    try {
      await reorder.mutateAsync(order)
    } catch (err) {
      toast({ variant: 'destructive', title: 'Order not saved', description: serverMessage(err) })
    }
  }

  const onDelete = async (photoId: number) => {
    try {
      await remove.mutateAsync(photoId)
      toast({ variant: 'success', title: 'Photo deleted' })
    } catch (err) {
      toast({ variant: 'destructive', title: 'Photo not deleted', description: serverMessage(err) })
    }
  }

  const busy = reorder.isPending || remove.isPending

  return (
    <section
      aria-labelledby={`${ids}-title`}
      className="grid content-start gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft sm:p-5"
    >
      <h2 id={`${ids}-title`} className="font-display text-xl font-semibold text-ink-900">
        {title}
      </h2>
      {photos.length === 0 ? (
        <p className="text-sm text-ink-600">{emptyText}</p>
      ) : (
        <ol className="grid gap-2" aria-label={`${title} in order`}>
          {photos.map((p, i) => (
            <li key={p.id} className="flex items-center gap-3 rounded-xl border border-ivory-300 p-2">
              <img
                {...venuePhotoSources(p.url, PHOTO_SIZES.thumbnail, p)}
                alt={p.alt}
                className="h-16 w-24 shrink-0 rounded-lg object-cover"
                loading="lazy"
                decoding="async"
              />
              <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
                <span className="truncate text-ink-900">{p.alt || 'No description'}</span>
                <span className="text-xs text-ink-600">
                  {i === 0 ? `${firstLabel} · ` : ''}
                  {p.width && p.height ? `${p.width} × ${p.height}` : ''}
                </span>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move photo ${i + 1} up`}
                  disabled={i === 0 || busy}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Move photo ${i + 1} down`}
                  disabled={i === photos.length - 1 || busy}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete photo ${i + 1}`}
                  disabled={busy}
                  onClick={() => onDelete(p.id)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <form
        onSubmit={onUpload}
        aria-label="Upload a photo"
        className="grid gap-3 border-t border-ivory-300 pt-4"
        noValidate
      >
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-file`}>Photo (JPEG, PNG or WebP, at most 10 MB)</Label>
          <input
            ref={fileRef}
            id={`${ids}-file`}
            name="file"
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            aria-invalid={Boolean(error)}
            aria-describedby={`${ids}-error`}
            onChange={() => setError(null)}
            className="w-full min-w-0 text-sm text-ink-800 file:mr-3 file:h-10 file:rounded-full file:border file:border-ink-200 file:bg-white file:px-4 file:text-sm file:font-medium file:text-ink-900"
          />
        </div>
        {withAlt && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-alt`}>Description for screen readers (optional)</Label>
            <Input id={`${ids}-alt`} name="alt" maxLength={200} />
          </div>
        )}
        <p id={`${ids}-error`} role="alert" className={error ? 'text-sm font-medium text-destructive' : 'sr-only'}>
          {error}
        </p>
        <Button type="submit" variant="dark" className="justify-self-start" disabled={upload.isPending}>
          {upload.isPending ? 'Uploading...' : 'Upload photo'}
        </Button>
      </form>
    </section>
  )
}
