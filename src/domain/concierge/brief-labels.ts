// The product's own labels for the options a brief holds (never codes), as chips and Callie's
// sentences show them.
import { format, parse } from 'date-fns'
import { CONCIERGE_BUDGETS, CONCIERGE_TIME_SLOTS, FEATURE_OPTIONS } from '../options'
import type { Feature } from '../options'
import type { ConciergeBudget, ConciergeTimeSlot } from './preferences'

export const featureLabel = (f: Feature) => FEATURE_OPTIONS.find((o) => o.value === f)?.label ?? f
export { dietaryLabel } from '../options'
export const budgetLabel = (b: ConciergeBudget) => CONCIERGE_BUDGETS.find((o) => o.value === b)?.label ?? b
export const timeSlotLabel = (t: ConciergeTimeSlot) => CONCIERGE_TIME_SLOTS.find((o) => o.value === t)?.label ?? t

/** '2027-01-28' → 'Thu, Jan 28, 2027'. */
export function briefDateLabel(date: string): string {
  const d = parse(date, 'yyyy-MM-dd', new Date(2000, 0, 1))
  return Number.isNaN(d.getTime()) ? date : format(d, 'EEE, MMM d, yyyy')
}

/** 4500 → '$4,500'. */
export const dollars = (n: number) => `$${n.toLocaleString('en-US')}`
