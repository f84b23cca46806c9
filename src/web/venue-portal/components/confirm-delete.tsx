// A delete that asks once more in place (no modal): the first press turns into Confirm / Keep.
import { useState } from 'react'
import { Button } from '~/web/components/ui/button'

export function ConfirmDelete({ what, onConfirm, busy }: { what: string; onConfirm: () => void; busy: boolean }) {
  const [asking, setAsking] = useState(false)
  if (!asking)
    return (
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)} aria-label={`Delete ${what}`}>
        Delete
      </Button>
    )
  return (
    <span className="inline-flex flex-wrap items-center gap-2" role="group" aria-label={`Delete ${what}?`}>
      <Button variant="destructive" size="sm" disabled={busy} onClick={onConfirm} autoFocus>
        Confirm delete
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        Keep
      </Button>
    </span>
  )
}
