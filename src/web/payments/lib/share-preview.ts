// The split the host sees before sending it: the same rules the server applies
// (src/domain/payments/shares.ts, in the same order), so the preview is what the guests are asked for
// and always sums exactly to what is left of the instalment.
import { formatCents } from '~/domain/pricing/estimate'
import { PAYMENT_CENTS_MAX, ORGANISER_PAYER, type CreateSharesInput } from '~/domain/payments/payments-api'
import { splitBySetAmounts, splitEqually } from '~/domain/payments/shares'

export type SplitMode = 'equal' | 'amounts'
export type SplitGuest = { id: number; name: string }
/** A guest as the split form offers them (confirmed ones are chosen to begin with). */
export type PaymentGuest = SplitGuest & { confirmed: boolean }

export type SplitDraft = {
  mode: SplitMode
  /** The chosen guests, in the guest list's order. */
  guests: readonly SplitGuest[]
  /** Equal mode: the host takes an equal share too (paid with "cover the rest"). */
  includeOrganiser: boolean
  /** Amounts mode: what the host typed per guest id, in dollars. */
  amounts: Readonly<Record<number, string>>
}

export type SharePreview = {
  shares: { guestId: number; name: string; amountCents: number }[]
  /** What stays with the host ("cover the rest"). */
  organiserCents: number
  error: string | null
}

export const SPLIT_MESSAGES = {
  noGuests: 'Choose at least one guest.',
  amount: 'Give each chosen guest an amount in dollars, such as 45 or 45.50.',
  tooMuch: (dueCents: number) => `The shares add up to more than the ${formatCents(dueCents)} left to pay.`,
} as const

/** "45", "45.5", "$1,045.50" → cents; anything else (or nothing, or zero) → null. */
export function parseDollars(input: string): number | null {
  const s = input.trim().replace(/^\$/, '').replace(/,/g, '')
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(s)
  if (!m) return null
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return cents > 0 && cents <= PAYMENT_CENTS_MAX ? cents : null
}

export function previewShares(dueCents: number, draft: SplitDraft): SharePreview {
  const empty = (error: string): SharePreview => ({ shares: [], organiserCents: dueCents, error })
  if (draft.guests.length === 0) return empty(SPLIT_MESSAGES.noGuests)
  if (draft.mode === 'equal') {
    const payers = [...draft.guests.map((g) => String(g.id)), ...(draft.includeOrganiser ? [ORGANISER_PAYER] : [])]
    const split = splitEqually(dueCents, payers)
    return {
      shares: draft.guests.map((g, i) => ({ guestId: g.id, name: g.name, amountCents: split[i].amountCents })),
      organiserCents: draft.includeOrganiser ? split[split.length - 1].amountCents : 0,
      error: null,
    }
  }
  const amounts = draft.guests.map((g) => parseDollars(draft.amounts[g.id] ?? ''))
  if (amounts.some((a) => a === null)) return empty(SPLIT_MESSAGES.amount)
  const shares = draft.guests.map((g, i) => ({ guestId: g.id, name: g.name, amountCents: amounts[i]! }))
  const total = shares.reduce((a, s) => a + s.amountCents, 0)
  if (total > dueCents) return { shares, organiserCents: 0, error: SPLIT_MESSAGES.tooMuch(dueCents) }
  const split = splitBySetAmounts(
    dueCents,
    shares.map((s) => ({ payer: String(s.guestId), amountCents: s.amountCents })),
    ORGANISER_PAYER,
  )
  return { shares, organiserCents: split.find((s) => s.payer === ORGANISER_PAYER)?.amountCents ?? 0, error: null }
}

/** The request body for a valid preview. */
export function sharesRequest(draft: SplitDraft, preview: SharePreview): CreateSharesInput {
  return draft.mode === 'equal'
    ? { mode: 'equal', guestIds: draft.guests.map((g) => g.id), includeOrganiser: draft.includeOrganiser }
    : { mode: 'amounts', shares: preview.shares.map((s) => ({ guestId: s.guestId, amountCents: s.amountCents })) }
}
