// What the kitchen needs from a guest on her RSVP: allergies among the nine major US
// allergens or "other" in words, each an allergy, intolerance or preference with its severity; a
// dish per course where the booked menu offers a choice; and the same for a companion. A dish that
// contains something she named is called out at once (the domain's rule, as the venue sees it).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as triangleExclamationPointIcon from 'lucide-react/icons/triangle-exclamation-point'
import { useId } from 'react'
import {
  ALLERGEN_LABELS,
  ALLERGY_SUBJECTS,
  REACTION_KIND_LABELS,
  REACTION_KINDS,
  SEVERITY_LABELS,
  SEVERITIES,
  type AllergyEntry,
} from '~/domain/kitchen/allergens'
import { conflictsOf, type PersonDetails } from '~/domain/kitchen/guest-details'
import { choiceCourses, type Menu } from '~/domain/kitchen/menu'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'

const TriangleAlert = lucideIcon(triangleExclamationPointIcon)

const subjectLabel = (a: (typeof ALLERGY_SUBJECTS)[number]) => (a === 'other' ? 'Other (say what)' : ALLERGEN_LABELS[a])

function AllergyRow({
  entry,
  who,
  onChange,
  onRemove,
}: {
  entry: AllergyEntry
  who: string
  onChange: (e: AllergyEntry) => void
  onRemove: () => void
}) {
  const id = useId()
  return (
    <li className="grid gap-2 rounded-xl border border-ivory-300 p-3 sm:grid-cols-2">
      <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-a`}>
        Allergen
        <select
          id={`${id}-a`}
          className={nativeSelectClass}
          value={entry.allergen}
          onChange={(e) => onChange({ ...entry, allergen: e.target.value as AllergyEntry['allergen'] })}
        >
          {ALLERGY_SUBJECTS.map((a) => (
            <option key={a} value={a}>
              {subjectLabel(a)}
            </option>
          ))}
        </select>
      </label>
      {entry.allergen === 'other' && (
        <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-o`}>
          What is it?
          <Input
            id={`${id}-o`}
            value={entry.other ?? ''}
            onChange={(e) => onChange({ ...entry, other: e.target.value })}
          />
        </label>
      )}
      <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-k`}>
        Kind
        <select
          id={`${id}-k`}
          className={nativeSelectClass}
          value={entry.kind}
          onChange={(e) => onChange({ ...entry, kind: e.target.value as AllergyEntry['kind'] })}
        >
          {REACTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {REACTION_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      {entry.kind !== 'preference' && (
        <label className="grid gap-1 text-sm font-medium" htmlFor={`${id}-s`}>
          Severity
          <select
            id={`${id}-s`}
            className={nativeSelectClass}
            value={entry.severity}
            onChange={(e) => onChange({ ...entry, severity: e.target.value as AllergyEntry['severity'] })}
          >
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {SEVERITY_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="self-end">
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          Remove {who} {entry.allergen === 'other' ? entry.other || 'other' : ALLERGEN_LABELS[entry.allergen]}
        </Button>
      </div>
    </li>
  )
}

export function PersonDetailsFields({
  who,
  menu,
  value,
  onChange,
}: {
  /** "your" or the companion's name with "'s", for labels. */
  who: string
  menu: Menu | null
  value: PersonDetails
  onChange: (v: PersonDetails) => void
}) {
  const id = useId()
  const courses = menu ? choiceCourses(menu) : []
  const conflicts = conflictsOf(menu, value)
  const setChoice = (course: string, dish: string) =>
    onChange({
      ...value,
      choices: [...value.choices.filter((c) => c.course !== course), ...(dish ? [{ course, dish }] : [])],
    })
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-ink-900">Allergies, intolerances and preferences ({who})</legend>
        <ul className="grid gap-2">
          {value.allergies.map((a, i) => (
            <AllergyRow
              key={i}
              who={who}
              entry={a}
              onChange={(e) => onChange({ ...value, allergies: value.allergies.map((x, j) => (j === i ? e : x)) })}
              onRemove={() => onChange({ ...value, allergies: value.allergies.filter((_, j) => j !== i) })}
            />
          ))}
        </ul>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              onChange({
                ...value,
                allergies: [...value.allergies, { allergen: 'milk', other: null, kind: 'allergy', severity: 'mild' }],
              })
            }
          >
            Add an allergy ({who})
          </Button>
        </div>
      </fieldset>
      {courses.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-ink-900">Menu choices ({who})</legend>
          {courses.map((c) => (
            <label key={c.name} className="grid gap-1 text-sm font-medium" htmlFor={`${id}-${c.name}`}>
              {c.name}
              <select
                id={`${id}-${c.name}`}
                className={nativeSelectClass}
                value={value.choices.find((x) => x.course === c.name)?.dish ?? ''}
                onChange={(e) => setChoice(c.name, e.target.value)}
              >
                <option value="">Choose a dish</option>
                {c.dishes.map((d) => (
                  <option key={d.name} value={d.name}>
                    {d.name}
                    {d.allergens.length ? ` (contains ${d.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')})` : ''}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      )}
      {conflicts.length > 0 && (
        <div
          role="alert"
          className="grid gap-1 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-950"
        >
          {conflicts.map((c) => (
            <p key={c.course} className="flex items-start gap-2 font-medium">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              {c.dish} ({c.course}) contains {c.allergens.map((a) => ALLERGEN_LABELS[a]).join(', ')}, which{' '}
              {who === 'you' ? 'you' : who} listed.
              {c.severe ? ' This is a severe allergy: please choose another dish.' : ''} The organiser and the venue
              will see this.
            </p>
          ))}
        </div>
      )}
    </div>
  )
}
