// Packages: named offers per space. Each card shows the all-in example the server computed.
import { useState } from 'react'
import { Link } from 'react-router'
import { Badge } from '~/web/components/ui/badge'
import { Button } from '~/web/components/ui/button'
import { serverMessageOf } from '~/web/lib/form-errors'
import { toast } from '~/web/lib/use-toast'
import type { VenuePackage } from '~/domain/venue-portal/venue-portal-api'
import { useDeletePackage } from '../api/delete-package'
import { usePackages } from '../api/get-packages'
import { useSpaces } from '../api/get-spaces'
import { formatCents, WEEKDAY_LABELS } from '../lib/format'
import { portalPaths } from '../portal-paths'
import { ConfirmDelete } from './confirm-delete'
import { MenuEditor } from './menu-editor'
import { PackageForm } from './package-form'
import { LoadFailed, Loading, Panel, panelClass } from './portal-ui'

const whenText = (p: VenuePackage) => {
  const days = p.weekdays.length === 7 ? 'Every day' : p.weekdays.map((d) => WEEKDAY_LABELS[d]?.slice(0, 3)).join(', ')
  const from = p.startsFrom ? ` from ${p.startsFrom}` : ''
  const until = p.startsUntil ? ` until ${p.startsUntil}` : ''
  return `${days}${from || until ? `, starting${from}${until}` : ''}`
}

export function PackagesView({ venueId }: { venueId: number }) {
  const spaces = useSpaces(venueId)
  const packages = usePackages(venueId)
  const remove = useDeletePackage(venueId)
  const [editing, setEditing] = useState<number | null>(null)
  const [menuOf, setMenuOf] = useState<number | null>(null)
  const onDelete = async (p: VenuePackage) => {
    try {
      await remove.mutateAsync(p.id)
      toast({ variant: 'success', title: 'Package deleted', description: p.name })
    } catch (error) {
      toast({ variant: 'destructive', title: 'Package not deleted', description: serverMessageOf(error) })
    }
  }
  const body = () => {
    if (spaces.isPending || packages.isPending) return <Loading what="the packages" />
    if (spaces.isError) return <LoadFailed what="The spaces" error={spaces.error} />
    if (packages.isError) return <LoadFailed what="The packages" error={packages.error} />
    if (spaces.data.length === 0)
      return (
        <p className="text-ink-700">
          A package belongs to a space.{' '}
          <Link to={portalPaths.spaces(venueId)} className="text-terracotta-700 underline underline-offset-4">
            Add a space first
          </Link>
          .
        </p>
      )
    return (
      <>
        {packages.data.length === 0 ? (
          <p className="text-ink-700">No packages yet. Planners see our estimate until you add one.</p>
        ) : (
          <ul className="grid gap-3">
            {packages.data.map((p) => (
              <li key={p.id} className={panelClass}>
                {editing === p.id ? (
                  <PackageForm venueId={venueId} pkg={p} spaces={spaces.data} onDone={() => setEditing(null)} />
                ) : (
                  <div className="grid gap-2">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="grid gap-0.5">
                        <h2 className="font-medium text-ink-900">{p.name}</h2>
                        <p className="text-sm text-ink-600">
                          {p.spaceName} · {whenText(p)}
                        </p>
                      </div>
                      <div className="flex flex-wrap items-center gap-2">
                        {p.instantBook && <Badge variant="sage">Instant book</Badge>}
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() => setEditing(p.id)}
                          aria-label={`Edit ${p.name}`}
                        >
                          Edit
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          aria-expanded={menuOf === p.id}
                          onClick={() => setMenuOf(menuOf === p.id ? null : p.id)}
                          aria-label={`Menu of ${p.name}`}
                        >
                          Menu
                        </Button>
                        <ConfirmDelete what={p.name} busy={remove.isPending} onConfirm={() => onDelete(p)} />
                      </div>
                    </div>
                    <p className="text-sm text-ink-700">
                      All-in for {p.example.guests} guests:{' '}
                      <span className="font-medium text-ink-900">{formatCents(p.example.totalCents)}</span> (
                      {formatCents(p.example.perGuestCents)} per guest)
                    </p>
                    {p.included.length > 0 && <p className="text-sm text-ink-600">Includes: {p.included.join(', ')}</p>}
                    {menuOf === p.id && (
                      <MenuEditor
                        venueId={venueId}
                        packageId={p.id}
                        packageName={p.name}
                        onDone={() => setMenuOf(null)}
                      />
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <Panel title="Add a package">
          <PackageForm venueId={venueId} pkg={null} spaces={spaces.data} onDone={() => undefined} />
        </Panel>
      </>
    )
  }
  return (
    <div className="grid gap-6">
      <title>Packages · Venue portal · Bountiful</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Packages</h1>
      {body()}
    </div>
  )
}
