// "Split with guests": choose guests from the event's guest list, equal shares (among the
// confirmed guests by default) or amounts the host sets, a preview that sums exactly to what is
// left, then one payable link per guest.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { formatCents } from '~/domain/pricing/estimate'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { isApiError } from '~/web/lib/api'
import { useCreateShares, type CreatedShares } from '../api/create-shares'
import { previewShares, sharesRequest, type PaymentGuest, type SplitMode } from '../lib/share-preview'
import { paymentsPaths } from '../payments-paths'

const checkboxClass = 'size-5 shrink-0 accent-terracotta-600'

/** A heading that takes the focus when it appears (the control that opened it is gone). */
function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => ref.current?.focus(), [])
  return ref
}

/** Equal shares, or amounts the host sets. */
function SplitModeChoice({
  name,
  mode,
  onChange,
}: {
  name: string
  mode: SplitMode
  onChange: (mode: SplitMode) => void
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink-900">How to split</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          className={checkboxClass}
          checked={mode === 'equal'}
          onChange={() => onChange('equal')}
        />
        Equal shares
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name={name}
          className={checkboxClass}
          checked={mode === 'amounts'}
          onChange={() => onChange('amounts')}
        />
        Amounts I set (the rest stays with me)
      </label>
    </fieldset>
  )
}

/** Each share, what the host covers and the total; or why the split cannot be made yet. */
function SharesPreview({
  preview,
  dueCents,
  submitted,
}: {
  preview: ReturnType<typeof previewShares>
  dueCents: number
  submitted: boolean
}) {
  return (
    <section aria-label="Preview of the shares" className="grid gap-1 text-sm">
      <h5 className="font-semibold text-ink-900">Preview</h5>
      {preview.error ? (
        <p className={submitted ? 'font-medium text-red-800' : 'text-ink-700'} role={submitted ? 'alert' : undefined}>
          {preview.error}
        </p>
      ) : (
        <dl className="grid gap-1">
          {preview.shares.map((s) => (
            <div key={s.guestId} className="flex justify-between gap-4">
              <dt>{s.name}</dt>
              <dd className="tabular-nums">{formatCents(s.amountCents)}</dd>
            </div>
          ))}
          {preview.organiserCents > 0 && (
            <div className="flex justify-between gap-4">
              <dt>You (cover the rest)</dt>
              <dd className="tabular-nums">{formatCents(preview.organiserCents)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-ivory-300 pt-1 font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatCents(dueCents)}</dd>
          </div>
        </dl>
      )}
    </section>
  )
}

export function SplitForm({
  eventId,
  instalmentId,
  label,
  dueCents,
  guests,
  onClose,
}: {
  eventId: number
  instalmentId: number
  label: string
  dueCents: number
  guests: PaymentGuest[] | undefined
  onClose: () => void
}) {
  const ids = useId()
  const [mode, setMode] = useState<SplitMode>('equal')
  const [chosen, setChosen] = useState<Set<number> | null>(null)
  const [includeOrganiser, setIncludeOrganiser] = useState(false)
  const [amounts, setAmounts] = useState<Record<number, string>>({})
  const [submitted, setSubmitted] = useState(false)
  const create = useCreateShares(eventId, instalmentId)
  const headingRef = useFocusOnMount<HTMLHeadingElement>()
  // Confirmed guests are chosen to begin with; the host changes that freely.
  const selected = chosen ?? new Set((guests ?? []).filter((g) => g.confirmed).map((g) => g.id))
  const draft = {
    mode,
    guests: (guests ?? []).filter((g) => selected.has(g.id)),
    includeOrganiser,
    amounts,
  }
  const preview = previewShares(dueCents, draft)

  if (create.data) return <CreatedLinks created={create.data} onClose={onClose} />

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    setChosen(next)
  }
  const send = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    if (preview.error) return
    create.mutate(sharesRequest(draft, preview))
  }
  const serverError = create.error
    ? isApiError(create.error)
      ? (Object.values(create.error.fieldErrors)[0] ?? create.error.serverMessage ?? create.error.message)
      : 'The links could not be created. Please try again.'
    : null

  return (
    <form
      aria-label={`Split the ${label.toLowerCase()} with guests`}
      onSubmit={send}
      noValidate
      className="grid gap-4 rounded-xl border border-ivory-300 bg-ivory-100 p-4"
    >
      <h4 ref={headingRef} tabIndex={-1} className="font-semibold text-ink-900 focus:outline-none">
        Split {formatCents(dueCents)} of the {label.toLowerCase()} with guests
      </h4>
      {guests === undefined ? (
        <p role="status">Loading the guest list…</p>
      ) : guests.length === 0 ? (
        <p>
          Your guest list is empty.{' '}
          <Link to={paymentsPaths.eventGuests(eventId)} className="font-medium text-terracotta-700 underline">
            Add guests
          </Link>{' '}
          first, then split the payment with them.
        </p>
      ) : (
        <>
          <SplitModeChoice name={`${ids}-mode`} mode={mode} onChange={setMode} />
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold text-ink-900">Guests who pay a share</legend>
            <ul className="grid gap-2">
              {guests.map((g) => (
                <li key={g.id} className="flex flex-wrap items-center gap-3">
                  <label className="flex min-w-48 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={selected.has(g.id)}
                      onChange={(e) => toggle(g.id, e.target.checked)}
                    />
                    {g.name}
                    {g.confirmed && <span className="text-ink-600">(going)</span>}
                  </label>
                  {mode === 'amounts' && selected.has(g.id) && (
                    <div className="flex items-center gap-2">
                      <Label htmlFor={`${ids}-amount-${g.id}`} className="text-sm">
                        Amount for {g.name} ($)
                      </Label>
                      <Input
                        id={`${ids}-amount-${g.id}`}
                        inputMode="decimal"
                        className="w-28"
                        value={amounts[g.id] ?? ''}
                        onChange={(e) => setAmounts((a) => ({ ...a, [g.id]: e.target.value }))}
                      />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
          {mode === 'equal' && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={includeOrganiser}
                onChange={(e) => setIncludeOrganiser(e.target.checked)}
              />
              Include me in the equal split
            </label>
          )}

          <SharesPreview preview={preview} dueCents={dueCents} submitted={submitted} />
          {serverError && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {serverError}
            </p>
          )}
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {guests && guests.length > 0 && (
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating links…' : 'Create payment links'}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

function CreatedLinks({ created, onClose }: { created: CreatedShares; onClose: () => void }) {
  const ids = useId()
  const headingRef = useFocusOnMount<HTMLHeadingElement>()
  return (
    <SuccessNotice layout="panel" announce={false} aria-labelledby={`${ids}-links`}>
      <h4 id={`${ids}-links`} ref={headingRef} tabIndex={-1} className="font-semibold text-sage-700 focus:outline-none">
        Payment links created
      </h4>
      <p className="text-sm text-ink-800">
        We emailed each guest who has an address on your guest list their own link; pass on the others yourself. Anyone
        with a link can pay that share, no account needed. Copy them now: for safety we show them only once.
      </p>
      <ul className="grid gap-2">
        {created.shares.map((s) => (
          <li key={s.id} className="grid gap-1">
            <Label htmlFor={`${ids}-${s.id}`} className="text-sm">
              Payment link for {s.name} ({formatCents(s.amountCents)})
            </Label>
            <Input id={`${ids}-${s.id}`} readOnly value={s.url} onFocus={(e) => e.currentTarget.select()} />
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" variant="outline" onClick={onClose}>
          Done
        </Button>
      </div>
    </SuccessNotice>
  )
}
