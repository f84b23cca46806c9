// The booking flow in a dialog, opened from the venue page (card or phone bar). The flow itself
// is booking-flow.tsx; the booking page shows the same flow inline.
import { useState } from 'react'
import type { VenueDetail } from '~/domain/venues/venue'
import { Dialog, DialogContent } from '~/web/components/ui/dialog'
import { useReturnFocus } from '~/web/lib/use-return-focus'
import { BookingFlow } from './booking-flow'
import type { WizardDefaults } from './wizard-steps'

type Props = { venue: VenueDetail; defaults?: WizardDefaults; open: boolean; onOpenChange: (open: boolean) => void }

/** @public Loaded on demand by app/routes/venue.tsx (a dynamic import knip cannot follow). */
export function BookingWizardDialog({ venue, defaults = {}, open, onOpenChange }: Props) {
  const returnFocus = useReturnFocus(open)
  const [busy, setBusy] = useState(false)
  // The flow is remounted for the next request once a finished one is closed.
  const [session, setSession] = useState(0)
  const [finished, setFinished] = useState(false)
  const close = () => {
    if (busy) return
    onOpenChange(false)
    if (finished) {
      setFinished(false)
      setSession((n) => n + 1)
    }
  }
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : close())}>
      <DialogContent
        className="max-h-[92vh] max-w-2xl overflow-y-auto print:static print:max-h-none print:translate-none print:overflow-visible print:shadow-none"
        hideClose={busy || finished}
        onEscapeKeyDown={(ev) => busy && ev.preventDefault()}
        onInteractOutside={(ev) => busy && ev.preventDefault()}
        onCloseAutoFocus={returnFocus}
      >
        <BookingFlow
          key={session}
          venue={venue}
          defaults={defaults}
          layout="dialog"
          onBusyChange={setBusy}
          onSuccess={() => setFinished(true)}
          onCancel={close}
        />
      </DialogContent>
    </Dialog>
  )
}
