// What the brief form (../components/brief-form.tsx) opens with next time in this tab. Apart from
// the form so that Callie's page can fill it without loading the form, its schema or zod.
import type { BriefInput } from '~/domain/briefs/briefs-api'

/** What a visitor typed, kept in this tab while she signs in to let her group vote first. */
export const KEPT_INPUT_KEY = 'bountiful.brief-form'

/** What the form opens with next time in this tab (Callie's "Send a brief to these venues" fills it from her brief). */
export function prefillBriefForm(
  values: Partial<Pick<BriefInput, 'occasion' | 'date' | 'time' | 'guests' | 'dietary' | 'notes'>>,
) {
  try {
    sessionStorage.setItem(KEPT_INPUT_KEY, JSON.stringify(values))
  } catch {
    // No storage: the form opens empty.
  }
}
