// Spaces: the rooms a venue books separately (private room, semi-private, buyout), each with its
// seated and standing capacity. Holds, bookings, packages and blackouts all belong to a space.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { SPACE_KINDS } from '~/domain/venues/spaces'
import { spaceCreateSchema, type Space } from '~/domain/venue-portal/venue-portal-api'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { toast } from '~/web/lib/use-toast'
import { useDeleteSpace } from '../api/delete-space'
import { useSpaces } from '../api/get-spaces'
import { useSaveSpace } from '../api/save-space'
import { capacityText, SPACE_KIND_LABELS } from '../lib/format'
import { ConfirmDelete } from './confirm-delete'
import { SpacePhotos } from './space-photos'
import { LoadFailed, Loading, Panel, panelClass } from './portal-ui'

type FormInput = z.input<typeof spaceCreateSchema>
type FormOutput = z.output<typeof spaceCreateSchema>
const FIELDS = ['name', 'kind', 'seatedCapacity', 'standingCapacity'] as const

export function SpacesView({ venueId }: { venueId: number }) {
  const spaces = useSpaces(venueId)
  const remove = useDeleteSpace(venueId)
  const [editing, setEditing] = useState<number | null>(null)
  const [showingPhotos, setShowingPhotos] = useState<number | null>(null)
  const onDelete = async (space: Space) => {
    try {
      await remove.mutateAsync(space.id)
      toast({ variant: 'success', title: 'Space deleted', description: `${space.name} is no longer offered.` })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Space not deleted', description: serverMessageOf(error) })
    }
  }
  return (
    <div className="grid gap-6">
      <title>Spaces · Venue portal · Bountiful</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Spaces</h1>
      {spaces.isPending ? (
        <Loading what="the spaces" />
      ) : spaces.isError ? (
        <LoadFailed what="The spaces" error={spaces.error} />
      ) : (
        <>
          {spaces.data.length === 0 ? (
            <p className="text-ink-700">No spaces yet. Add the rooms you book separately, or the whole venue.</p>
          ) : (
            <ul className="grid gap-3">
              {spaces.data.map((s) => (
                <li key={s.id} className={panelClass}>
                  {editing === s.id ? (
                    <SpaceForm venueId={venueId} space={s} onDone={() => setEditing(null)} />
                  ) : (
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <div className="grid gap-0.5">
                        <h2 className="font-medium text-ink-900">{s.name}</h2>
                        <p className="text-sm text-ink-600">
                          {SPACE_KIND_LABELS[s.kind]} · {capacityText(s)}
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setEditing(s.id)}
                          aria-label={`Edit ${s.name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-expanded={showingPhotos === s.id}
                          onClick={() => setShowingPhotos((id) => (id === s.id ? null : s.id))}
                          aria-label={`Photos of ${s.name}`}
                        >
                          Photos
                        </Button>
                        <ConfirmDelete what={s.name} busy={remove.isPending} onConfirm={() => onDelete(s)} />
                      </div>
                    </div>
                  )}
                  {showingPhotos === s.id && <SpacePhotos venueId={venueId} space={s} />}
                </li>
              ))}
            </ul>
          )}
          <Panel title="Add a space">
            <SpaceForm venueId={venueId} space={null} onDone={() => undefined} />
          </Panel>
        </>
      )}
    </div>
  )
}

const emptySpace: FormInput = { name: '', kind: 'private_room', seatedCapacity: '', standingCapacity: '' }

function SpaceForm({ venueId, space, onDone }: { venueId: number; space: Space | null; onDone: () => void }) {
  const save = useSaveSpace(venueId, space?.id ?? null)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(spaceCreateSchema),
    defaultValues: space
      ? {
          name: space.name,
          kind: space.kind,
          seatedCapacity: String(space.seatedCapacity),
          standingCapacity: String(space.standingCapacity),
        }
      : emptySpace,
  })
  const { register, reset, formState } = form
  const e = formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) => save.mutateAsync(input),
    onSuccess: () => {
      if (!space) reset(emptySpace)
      onDone()
    },
    successToast: (saved) => ({ title: space ? 'Space saved' : 'Space added', description: saved.name }),
    failureToast: (error) => ({ title: 'Space not saved', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={space ? `Edit ${space.name}` : 'New space'}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" required error={e.name?.message}>
          {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
        </FormField>
        <FormField label="Kind" error={e.kind?.message}>
          {(p) => (
            <select {...p} className={nativeSelectClass} {...register('kind')}>
              {SPACE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {SPACE_KIND_LABELS[k]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Seated capacity" error={e.seatedCapacity?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...register('seatedCapacity')} />}
        </FormField>
        <FormField label="Standing capacity" error={e.standingCapacity?.message}>
          {(p) => <Input {...p} inputMode="numeric" {...register('standingCapacity')} />}
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {space && (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={formState.isSubmitting}>
          {space ? 'Save space' : 'Add space'}
        </Button>
      </div>
    </form>
  )
}
