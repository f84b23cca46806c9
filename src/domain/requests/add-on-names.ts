// The add-ons a request asked for, by name, as the staff console, the venue portal and the venue's
// email write them: a fixed add-on by its label (one priced per hour with the hours she chose), a
// venue's suggestion by its place in the venue's list.
import { hoursText } from '../pricing/estimate'
import { FIXED_ADD_ONS } from '../options'
import { aiAddOnIndex } from './add-on-ids'

export const WITHDRAWN_SUGGESTION = 'A suggestion the venue no longer lists'
/**
 * Beside add-ons asked for with one of the venue's packages: its all-in total leaves them out, and
 * the venue prices them in its quote (the wizard, the emails and the stored estimate agree).
 */
export const ADD_ONS_OUTSIDE_PACKAGE = 'price upon request, not in the package total'

/** Stored details' `addOns` and `extendedHours`, read as names; anything else is left out. */
export function addOnNames(
  ids: unknown,
  { extendedHours, suggestedAddOns = [] }: { extendedHours?: unknown; suggestedAddOns?: readonly string[] },
): string[] {
  if (!Array.isArray(ids)) return []
  const hours = Number(extendedHours)
  return ids
    .filter((id): id is string => typeof id === 'string')
    .map((id) => {
      const index = aiAddOnIndex(id)
      if (index !== null) return suggestedAddOns[index] ?? WITHDRAWN_SUGGESTION
      const addOn = FIXED_ADD_ONS.find((a) => a.id === id)
      if (!addOn) return id
      return addOn.per === 'hour' && Number.isInteger(hours) && hours > 0
        ? `${addOn.label} (${hoursText(hours)})`
        : addOn.label
    })
}
