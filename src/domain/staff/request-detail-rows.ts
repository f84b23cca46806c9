// What the planner sent, as the staff request view lists it: every option by its label (never the
// id a form stores), every date as the product writes dates, money as money. The rows come after
// the facts the page shows elsewhere (request-facts.ts) are taken out.
import { occasionLabel } from '../briefs/briefs-api'
import { quoteItemLabel } from '../proposals/quote-items'
import { budgetOption } from '../concierge/preferences'
import { formatCents } from '../pricing/estimate'
import { CONCIERGE_BUDGETS, DIETARY_OPTIONS, FEATURE_OPTIONS, PACKAGES } from '../options'
import { addOnNames } from '../requests/add-on-names'
import { dietaryNeedsOf } from '../requests/dietary-counts'
import { PARTNER_TYPES } from '../requests/partner-application'
import type { RequestKindValue } from '../requests/workflow'
import { displayDate } from '../time'
import { isValidDateString } from '../time-constants'
import { extraDetails } from './request-facts'

export type DetailRow = { key: string; label: string; text: string }

type Core = Parameters<typeof extraDetails>[0]

/** Labels for the keys forms store, where the key's own words would not do. */
const LABELS: Readonly<Record<string, string>> = {
  addOns: 'Add-ons',
  alternativeDates: 'Other dates',
  budgetPerPersonCents: 'Budget per person, all in',
  briefReference: 'Brief',
  callieBrief: 'The brief as Callie read it',
  dietary: 'Dietary needs',
  dietaryCounts: 'Dietary needs',
  dietaryRestrictions: 'Dietary restrictions',
  estimatePackage: 'Estimate on the package',
  features: 'Must have',
  instantBookAgreed: 'Agreed to the instant-book terms',
  mustHaves: 'Must-haves',
  packageName: 'Package',
  partnerType: 'Partner type',
  preferredCallTime: 'Preferred call time',
  preferredDate: 'Preferred date',
  timeSlot: 'Time slot',
  transcript: 'The conversation at handover',
  vibeOccasion: 'Vibe / occasion',
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
const labelOf = (options: readonly { value: string; label: string }[], id: string) =>
  options.find((o) => o.value === id)?.label ?? id

/** 'camelCase_key' → 'Camel case key'. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A detail value as text: lists joined, yes/no, dates written out, nested objects as key: value pairs. */
export function detailText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' && isValidDateString(value)) return displayDate(value)
  if (Array.isArray(value)) return value.length ? value.map(detailText).join(', ') : '—'
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${humanizeKey(k)}: ${detailText(v)}`)
      .join('; ')
  return String(value)
}

/** One detail's text, by what its key holds for this kind of request. */
function valueText(
  kind: RequestKindValue,
  key: string,
  value: unknown,
  details: Record<string, unknown>,
  suggestedAddOns: readonly string[],
): string {
  switch (key) {
    case 'eventType':
      return typeof value === 'string' ? occasionLabel(value) : detailText(value)
    case 'budget':
      if (typeof value !== 'string') return detailText(value)
      // The concierge's budget is a price band; the wizard's is one of the generic packages.
      return kind === 'concierge_booking'
        ? CONCIERGE_BUDGETS.some((b) => b.value === value)
          ? budgetOption(value as (typeof CONCIERGE_BUDGETS)[number]['value']).label
          : value
        : labelOf(PACKAGES, value)
    case 'addOns':
      return addOnNames(value, { extendedHours: details.extendedHours, suggestedAddOns }).join(', ')
    case 'dietary':
    case 'dietaryRestrictions':
      return Array.isArray(value)
        ? strings(value)
            .map((d) => labelOf(DIETARY_OPTIONS, d))
            .join(', ')
        : detailText(value)
    case 'dietaryCounts':
      return dietaryNeedsOf({ dietaryCounts: value }) ?? '—'
    case 'features':
      return strings(value)
        .map((f) => labelOf(FEATURE_OPTIONS, f))
        .join(', ')
    case 'mustHaves':
      return strings(value).map(quoteItemLabel).join(', ')
    case 'budgetPerPersonCents':
      return typeof value === 'number' ? formatCents(value) : detailText(value)
    case 'partnerType':
      return typeof value === 'string' ? labelOf(PARTNER_TYPES, value) : detailText(value)
    default:
      return detailText(value)
  }
}

/**
 * The details staff read on a request, labelled: what `extraDetails` keeps, with ids turned into
 * labels. `suggestedAddOns` is the venue's list that 'ai-addon-N' ids point into.
 */
export function requestDetailRows(
  core: Core & { kind: RequestKindValue },
  details: Record<string, unknown>,
  { suggestedAddOns = [] }: { suggestedAddOns?: readonly string[] } = {},
): DetailRow[] {
  return extraDetails(core, details)
    .filter(([key]) => {
      // The hours are part of the add-on's line; the generic package means nothing beside a venue's own.
      if (key === 'extendedHours') return false
      if (key === 'budget' && core.kind !== 'concierge_booking' && details.packageName) return false
      return true
    })
    .map(([key, value]) => ({
      key,
      label: key === 'budget' && core.kind !== 'concierge_booking' ? 'Package' : (LABELS[key] ?? humanizeKey(key)),
      text: valueText(core.kind, key, value, details, suggestedAddOns) || '—',
    }))
}
