// 'New Event' / 'Create Your First Event' on the dashboard. Light on purpose: the dialog, the form
// library, the event schema and the date picker (about 90 kB gzipped) load on first open (or on
// hover/focus of the button), never with the page, whose first paint and hydration they held back.
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Button } from '~/web/components/ui/button'

// Also asked for on hover or focus of the button (the same import, the same chunk); named where
// React.lazy reads it so that the dead-code check sees the export used.
const loadDialog = () => import('./new-event-dialog')
const NewEventDialog = lazy(() => import('./new-event-dialog').then((m) => ({ default: m.NewEventDialog })))

const preloadDialog = () => void loadDialog()

export function NewEventButton({ children }: { children: ReactNode }) {
  // null until first opened: the dialog's code is not even asked for before.
  const [open, setOpen] = useState<boolean | null>(null)
  return (
    <>
      <Button
        aria-haspopup="dialog"
        aria-expanded={open === true}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => setOpen(true)}
      >
        {children}
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <NewEventDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
