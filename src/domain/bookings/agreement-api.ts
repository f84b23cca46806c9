// The agreement's contracts: its signed versions, the change orders, and the planner's
// signature when she accepts a proposal, a quote or a change.
import { z } from 'zod'
import { MAX_GUESTS, MIN_GUESTS } from '../guests'
import { pathIdField } from '../id-field'
import { dateBounds, DATE_TOO_FAR_MESSAGE } from '../date-bounds'
import { dateField, NAME_MAX, optionalText, requiredText, timeField } from '../fields'
import { NOTE_MAX } from '../api/api-fields'
import { text } from '../text-field'
import { AGREEMENT_FIELDS, AGREEMENT_MESSAGES, CHANGE_ORDER_SIDES, CHANGE_ORDER_STATUSES } from './agreement'
import { moneyFieldOrMissing, PROPOSAL_MESSAGES } from '../proposals/proposal-totals'

/** The SHA-256 (hex) of the agreement text the client displayed. */
export const agreementHashField = text({ error: 'agreementHash must be the SHA-256 of the agreement shown' })
  .regex(/^[0-9a-f]{64}$/, 'agreementHash must be the SHA-256 of the agreement shown')
  .describe('SHA-256 (lowercase hex) of the agreement text the page displayed; a mismatch is a 409')

/** A signature: the name typed and the hash of the exact terms shown. */
export const signatureSchema = z.object({
  signerName: requiredText(AGREEMENT_MESSAGES.signerName, NAME_MAX),
  agreementHash: agreementHashField,
})
export type SignatureInput = z.output<typeof signatureSchema>

/** The agreement to sign, as the page shows it. */
export const agreementToSignSchema = z.object({ text: z.string(), hash: z.string() })

const changeSchema = z.object({
  field: z.enum(Object.keys(AGREEMENT_FIELDS) as [keyof typeof AGREEMENT_FIELDS]),
  label: z.string(),
  from: z.string(),
  to: z.string(),
})

export const agreementVersionSchema = z.object({
  version: z.number().int(),
  text: z.string(),
  hash: z.string(),
  /** The name typed when signing; null for an acceptance made without one (an API client). */
  signerName: z.string().nullable(),
  signedBy: z.enum(CHANGE_ORDER_SIDES),
  signedAt: z.string(),
  /** What this version changed from the one before (empty for version 1). */
  changes: z.array(changeSchema),
  changeOrderId: z.number().int().nullable(),
})

export const changeOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHANGE_ORDER_STATUSES),
  proposedBy: z.enum(CHANGE_ORDER_SIDES),
  proposedByName: z.string(),
  note: z.string().nullable(),
  changes: z.array(changeSchema),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** The agreement it would make, to read and sign; null once answered. */
  proposed: agreementToSignSchema.nullable(),
  /** The reader's side answers it now. */
  canAnswer: z.boolean(),
})

export const agreementSchema = z.object({
  reference: z.string(),
  versions: z.array(agreementVersionSchema),
  changeOrders: z.array(changeOrderSchema),
  /** The reader may propose a change now (a signed, uncancelled booking with no change waiting). */
  canPropose: z.boolean(),
})
export type Agreement = z.infer<typeof agreementSchema>

const guestsChange = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: `Guests must be a whole number from ${MIN_GUESTS} to ${MAX_GUESTS}` })
    .int(`Guests must be a whole number from ${MIN_GUESTS} to ${MAX_GUESTS}`)
    .min(MIN_GUESTS, `Guests must be a whole number from ${MIN_GUESTS} to ${MAX_GUESTS}`)
    .max(MAX_GUESTS, `Guests must be a whole number from ${MIN_GUESTS} to ${MAX_GUESTS}`)
    .optional(),
)
const blank = (v: unknown) => (v === '' || v === null ? undefined : v)

/** A change order as a side proposes it: only the fields it changes; price per person in dollars. */
export const changeOrderInputSchema = z
  .object({
    guests: guestsChange,
    date: z.preprocess(
      blank,
      dateField(PROPOSAL_MESSAGES.date)
        .refine((d) => d <= dateBounds().latest, DATE_TOO_FAR_MESSAGE)
        .optional(),
    ),
    time: z.preprocess(blank, timeField(PROPOSAL_MESSAGES.time).optional()),
    packageName: optionalText(NAME_MAX),
    pricePerPerson: moneyFieldOrMissing('Price per person'),
    note: optionalText(NOTE_MAX),
  })
  .refine(
    (c) =>
      c.guests !== undefined ||
      c.date !== undefined ||
      c.time !== undefined ||
      c.packageName !== undefined ||
      c.pricePerPerson !== undefined,
    { message: AGREEMENT_MESSAGES.nothingChanged, path: ['guests'] },
  )
export type ChangeOrderInput = z.output<typeof changeOrderInputSchema>

export const declineChangeOrderSchema = z.preprocess((v) => v ?? {}, z.object({ note: optionalText(NOTE_MAX) }))

// Path ids as each area names them: the dashboard's are any text (an unknown id is a 404, parsed by
// the server), the portal's and the console's canonical decimals.
export const eventChangeOrderParamsSchema = z.object({ id: text(), changeOrderId: text() })
export const eventAgreementVersionParamsSchema = z.object({ id: text(), version: text() })
export const venueAgreementParamsSchema = z.object({ venueId: pathIdField(), requestId: pathIdField() })
export const venueChangeOrderParamsSchema = venueAgreementParamsSchema.extend({ changeOrderId: pathIdField() })
export const venueAgreementVersionParamsSchema = venueAgreementParamsSchema.extend({ version: pathIdField() })
export const staffAgreementParamsSchema = z.object({ id: pathIdField() })
export const staffAgreementVersionParamsSchema = staffAgreementParamsSchema.extend({ version: pathIdField() })
