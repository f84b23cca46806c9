// Step 3 for a venue with packages: the venue's own packages offered for the chosen day,
// time and group, and the all-in estimate of the chosen one (the proposals' pricing function, per
// guest and in total, line by line).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as zapIcon from 'lucide-react/icons/zap'
import { useId } from 'react'
import { formatCents } from '~/domain/pricing/estimate'
import { packageEstimate, type PlannerPackage } from '~/domain/venues/planner-packages'
import { Badge } from '~/web/components/ui/badge'
import { ChoiceFieldset, radioCard, radioInput } from '~/web/components/form/choice-fieldset'

const Zap = lucideIcon(zapIcon)

type Props = {
  packages: readonly PlannerPackage[]
  /** None until the planner picks one (here or with "Choose this package" on the venue page). */
  chosen: PlannerPackage | null
  guests: number
  onChoose: (id: number) => void
}

const priceText = (p: PlannerPackage) =>
  [
    p.pricePerPersonCents > 0 ? `${formatCents(p.pricePerPersonCents)} / person` : null,
    p.minimumSpendCents > 0 ? `minimum spend ${formatCents(p.minimumSpendCents)}` : null,
    p.roomFeeCents > 0 ? `room fee ${formatCents(p.roomFeeCents)}` : null,
  ]
    .filter(Boolean)
    .join(' · ')

export function WizardPackageChoice({ packages, chosen, guests, onChoose }: Props) {
  const ids = useId()
  return (
    <ChoiceFieldset legend="Package" errorId={`${ids}-package-error`}>
      <div className="grid gap-2 sm:grid-cols-2">
        {packages.map((p) => (
          <label key={p.id} className={radioCard}>
            <input
              type="radio"
              name={`${ids}-package`}
              value={p.id}
              checked={p.id === chosen?.id}
              onChange={() => onChoose(p.id)}
              className={radioInput}
            />
            <span className="grid gap-1">
              <span className="flex flex-wrap items-center gap-2 font-medium text-ink-900">
                {p.name}
                {p.instantBook && (
                  <Badge variant="default">
                    <Zap className="size-3" aria-hidden /> Instant book
                  </Badge>
                )}
              </span>
              <span className="text-xs text-ink-600">{p.spaceName}</span>
              {p.included.length > 0 && <span className="text-xs text-ink-600">{p.included.join(', ')}</span>}
              <span className="text-sm font-semibold text-terracotta-700">{priceText(p)}</span>
            </span>
          </label>
        ))}
      </div>
      {chosen ? (
        <PackageEstimate pkg={chosen} guests={guests} />
      ) : (
        <p className="text-sm text-ink-700">
          Choose a package to see its all-in price, or send your request without one: the venue prices it in its answer.
        </p>
      )}
    </ChoiceFieldset>
  )
}

function PackageEstimate({ pkg, guests }: { pkg: PlannerPackage; guests: number }) {
  const ids = useId()
  const { totals, lines } = packageEstimate(pkg, guests)
  return (
    <section
      aria-labelledby={`${ids}-estimate`}
      className="rounded-2xl border border-terracotta-200 bg-terracotta-50 p-4"
    >
      <h4 id={`${ids}-estimate`} className="font-semibold text-ink-900">
        All-in price
      </h4>
      <dl className="mt-2 grid gap-1 text-sm">
        {lines.map((l) => (
          <div key={l.id} className="flex justify-between gap-4">
            <dt className="text-ink-700">{l.label}</dt>
            <dd className="text-ink-900">{formatCents(l.cents)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-terracotta-200 pt-2 font-semibold">
          <dt>Total, all in</dt>
          <dd data-testid="estimate-total" aria-live="polite">
            {formatCents(totals.totalCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-700">Per guest, all in</dt>
          <dd className="text-ink-900">{formatCents(totals.perGuestCents)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-ink-600">
        {pkg.instantBook
          ? 'This package is instant book: if the space is free for your date and time, your booking is confirmed as soon as you submit. Add-ons are priced by the venue.'
          : 'The venue confirms the final price with its answer. Add-ons are priced by the venue.'}
      </p>
    </section>
  )
}
