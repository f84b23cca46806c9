// The kitchen sheet as the venue and the organiser read it: timeline, space and
// headcount, each seat (severe allergies first, conflicts called out), the allergen matrix by
// dish, special requests, contacts and what changed in each version. Read-only; the venue's
// actions sit around it in the portal.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as triangleExclamationPointIcon from 'lucide-react/icons/triangle-exclamation-point'
import type { ReactNode } from 'react'
import { ALLERGEN_LABELS, describeAllergy } from '~/domain/kitchen/allergens'
import type { KitchenSheet } from '~/domain/kitchen/kitchen-api'
import { headcountLabel, kitchenTimeline } from '~/domain/kitchen/kitchen-sheet'
import { dietaryLabel } from '~/domain/options'
import { displayInstantIn } from '~/domain/time'

const TriangleAlert = lucideIcon(triangleExclamationPointIcon)

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-2 break-inside-avoid">
      <h2 className="font-display text-xl font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  )
}

/** Each seat: severe allergies marked, what is served, diets and conflicts with chosen dishes. */
function SeatList({ seats }: { seats: KitchenSheet['seats'] }) {
  return seats.length === 0 ? (
    <p className="text-sm text-ink-700">No guest has answered yes yet.</p>
  ) : (
    <ul className="grid gap-2">
      {seats.map((seat) => (
        <li
          key={seat.key}
          className={`grid gap-1 rounded-xl border px-3 py-2 text-sm ${seat.severe ? 'border-red-300 bg-red-50 text-red-950' : 'border-ivory-300'}`}
        >
          <p className="font-semibold">
            {seat.name}
            {seat.companionOf ? <span className="font-normal"> (guest of {seat.companionOf})</span> : null}
            {seat.severe ? (
              <span className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">Severe</span>
            ) : null}
          </p>
          {seat.served.length > 0 && <p>{seat.served.map((c) => `${c.course}: ${c.dish}`).join(' · ')}</p>}
          {seat.allergies.map((a) => (
            <p key={`${a.allergen}-${a.other ?? ''}`}>{describeAllergy(a)}</p>
          ))}
          {seat.dietary.length > 0 && <p>Diet: {seat.dietary.map(dietaryLabel).join(', ')}</p>}
          {seat.conflicts.map((c) => (
            <p key={c.course} className="font-semibold text-red-800">
              Conflict: {c.dish} contains {c.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}
            </p>
          ))}
        </li>
      ))}
    </ul>
  )
}

/** Each dish: how many are served, its allergens and the guests at risk. */
function AllergenMatrix({ matrix }: { matrix: KitchenSheet['matrix'] }) {
  return matrix.length === 0 ? (
    <p className="text-sm text-ink-700">No menu on this booking.</p>
  ) : (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-ivory-300">
            <th scope="col" className="py-1 pr-3">
              Dish
            </th>
            <th scope="col" className="py-1 pr-3">
              Served
            </th>
            <th scope="col" className="py-1 pr-3">
              Contains
            </th>
            <th scope="col" className="py-1">
              At risk
            </th>
          </tr>
        </thead>
        <tbody>
          {matrix.map((row) => (
            <tr key={`${row.course}-${row.dish}`} className="border-b border-ivory-200 align-top">
              <th scope="row" className="py-1 pr-3 font-medium">
                {row.dish} <span className="font-normal text-ink-700">({row.course})</span>
              </th>
              <td className="py-1 pr-3">{row.count}</td>
              <td className="py-1 pr-3">{row.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ') || '—'}</td>
              <td className="py-1 text-red-800">{row.atRisk.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function KitchenSheetBody({ sheet }: { sheet: KitchenSheet }) {
  const s = sheet.sheet
  const conflicts = sheet.seats.flatMap((seat) => seat.conflicts.map((c) => ({ seat: seat.name, ...c })))
  return (
    <div className="grid gap-6 text-ink-900">
      {conflicts.length > 0 && (
        <div role="alert" className="grid gap-1 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-950">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-5" aria-hidden /> Allergy conflicts with chosen dishes
          </p>
          <ul className="list-disc pl-6 text-sm">
            {conflicts.map((c) => (
              <li key={`${c.seat}-${c.course}`}>
                {c.seat}: {c.dish} ({c.course}) contains {c.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}
                {c.severe ? ' — severe' : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Section title="Timeline">
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          {kitchenTimeline(s, sheet.timezone).map((item) => (
            <div key={item.label} className="contents">
              <dt className="font-medium">{item.label}</dt>
              <dd className="text-ink-700">{item.when}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Space and headcount">
        <p className="text-sm">
          Space: <strong>{s.spaceName ?? 'not assigned'}</strong> · Package: <strong>{s.packageName ?? 'none'}</strong>
        </p>
        <p>
          {headcountLabel(sheet.detailsLocked)}: <strong>{sheet.headcount}</strong>{' '}
          <span className="text-sm text-ink-700">(booked for {s.bookedGuests})</span>
        </p>
      </Section>
      <Section title="Seats">
        <SeatList seats={sheet.seats} />
      </Section>
      <Section title="Allergen matrix by dish">
        <AllergenMatrix matrix={sheet.matrix} />
      </Section>
      <Section title="Special requests">
        {s.specialRequests.length === 0 ? (
          <p className="text-sm text-ink-700">None.</p>
        ) : (
          <ul className="list-disc pl-6 text-sm">
            {s.specialRequests.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Contacts">
        <ul className="text-sm">
          {s.contacts.map((c) => (
            <li key={c.role}>
              {c.role}: {c.name}
              {c.email ? ` · ${c.email}` : ''}
              {c.phone ? ` · ${c.phone}` : ''}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Versions">
        <ol className="grid gap-2 text-sm">
          {sheet.versions.map((v) => (
            <li key={v.version}>
              <p className="font-medium">
                Version {v.version} · {displayInstantIn(v.createdAt, sheet.timezone)}
                {v.acknowledgedAt
                  ? ` · acknowledged by the venue ${displayInstantIn(v.acknowledgedAt, sheet.timezone)}`
                  : ''}
              </p>
              {v.changes.length ? (
                <ul className="list-disc pl-6">
                  {v.changes.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-ink-700">First version.</p>
              )}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  )
}
