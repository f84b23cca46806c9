// Contracts of the kitchen's routes: a package's menu (portal), the kitchen sheet of a
// confirmed booking with its versions and the guests' change requests (portal, and read-only on
// the organiser's dashboard), the venue's acknowledgement and its answer to a change request.
import { z } from 'zod'
import { pathIdField } from '../id-field'
import { DIETARY_IDS } from '../options'
import { ALLERGENS, ALLERGY_SUBJECTS, REACTION_KINDS, SEVERITIES } from './allergens'
import { CHANGE_REQUEST_STATUSES } from './details-lock'

const allergenEnum = z.enum(ALLERGENS)
const choice = z.object({ course: z.string(), dish: z.string() })
const allergyEntry = z.object({
  allergen: z.enum(ALLERGY_SUBJECTS),
  other: z.string().nullable(),
  kind: z.enum(REACTION_KINDS),
  severity: z.enum(SEVERITIES),
})

export const menuResponseSchema = z.object({
  courses: z.array(
    z.object({
      name: z.string(),
      dishes: z.array(
        z.object({
          name: z.string(),
          description: z.string(),
          allergens: z.array(allergenEnum),
          diets: z.array(z.enum(DIETARY_IDS)),
        }),
      ),
    }),
  ),
})

export const personDetailsResponseSchema = z.object({ allergies: z.array(allergyEntry), choices: z.array(choice) })
export const guestDetailsResponseSchema = personDetailsResponseSchema.extend({
  companion: personDetailsResponseSchema.extend({ name: z.string() }).nullable(),
})

export const conflictSchema = z.object({
  course: z.string(),
  dish: z.string(),
  allergens: z.array(allergenEnum),
  severe: z.boolean(),
})

export const changeRequestSchema = z.object({
  id: z.number().int(),
  guestName: z.string(),
  status: z.enum(CHANGE_REQUEST_STATUSES),
  label: z.string(),
  /** What the guest asked to change, one line each. */
  changes: z.array(z.string()),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
})
export type ChangeRequestView = z.infer<typeof changeRequestSchema>

/** Path of a package's menu: /venues/:venueId/packages/:packageId/menu */
export const bookingParamsSchema = z.object({ venueId: pathIdField(), requestId: pathIdField() })
export const changeRequestParamsSchema = z.object({ venueId: pathIdField(), changeRequestId: pathIdField() })

export const snapshotSchema = z.object({
  eventName: z.string(),
  date: z.string(),
  time: z.string(),
  venueName: z.string(),
  spaceName: z.string().nullable(),
  packageName: z.string().nullable(),
  bookedGuests: z.number().int(),
  detailsDueAt: z.string().nullable(),
  menu: menuResponseSchema,
  seats: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      companionOf: z.string().nullable(),
      choices: z.array(choice),
      allergies: z.array(allergyEntry),
      dietary: z.array(z.string()),
    }),
  ),
  specialRequests: z.array(z.string()),
  contacts: z.array(
    z.object({ role: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
  ),
})

export const kitchenSheetSchema = z.object({
  requestId: z.number().int(),
  eventId: z.number().int(),
  reference: z.string(),
  /** The event's (the venue's) IANA timezone: the sheet's times are read in it. */
  timezone: z.string(),
  version: z.number().int(),
  createdAt: z.string(),
  headcount: z.number().int(),
  /** The latest version the venue acknowledged, or null. */
  acknowledgedVersion: z.number().int().nullable(),
  detailsLocked: z.boolean(),
  sheet: snapshotSchema,
  seats: z.array(
    snapshotSchema.shape.seats.element.extend({
      served: z.array(choice),
      conflicts: z.array(conflictSchema),
      severe: z.boolean(),
    }),
  ),
  matrix: z.array(
    z.object({
      course: z.string(),
      dish: z.string(),
      allergens: z.array(allergenEnum),
      diets: z.array(z.string()),
      count: z.number().int(),
      atRisk: z.array(z.string()),
    }),
  ),
  versions: z.array(
    z.object({
      version: z.number().int(),
      createdAt: z.string(),
      changes: z.array(z.string()),
      acknowledgedAt: z.string().nullable(),
    }),
  ),
  changeRequests: z.array(changeRequestSchema),
})
export type KitchenSheet = z.infer<typeof kitchenSheetSchema>

const kitchenSheetRowSchema = z.object({
  requestId: z.number().int(),
  reference: z.string(),
  eventName: z.string(),
  date: z.string(),
  time: z.string(),
  version: z.number().int(),
  acknowledgedVersion: z.number().int().nullable(),
  /** A booking to come whose latest version the venue has not acknowledged; never one that has happened. */
  awaitingAcknowledgement: z.boolean(),
  pendingChangeRequests: z.number().int(),
  /** The final bill's state (FINAL_BILL_STATUS_LABELS), for a booking that has happened; null before. */
  billLabel: z.string().nullable(),
})

/**
 * The kitchen sheets of a venue's confirmed bookings, where each stands: `sheets` to come (with
 * the versions awaiting acknowledgement), and `toBill`, only those that have happened (started) in
 * the last 60 days whose final bill is not accepted yet (latest first). A change order that moves
 * the date moves the booking between the two: its new version is awaited in `sheets` while the
 * event is to come, and a booking that has happened is there to bill, not to acknowledge.
 */
export const kitchenSheetListSchema = z.object({
  sheets: z.array(kitchenSheetRowSchema),
  toBill: z.array(kitchenSheetRowSchema),
})
export type KitchenSheetList = z.infer<typeof kitchenSheetListSchema>

export const acknowledgeSchema = z.object({
  version: z.number({ error: 'version must be the number of the version you read' }).int().min(1).max(1_000_000),
})
export const acknowledgedSchema = z.object({ version: z.number().int(), acknowledgedAt: z.string() })

export const KITCHEN_MESSAGES = {
  sheetNotFound: 'Kitchen sheet not found',
  staleVersion: 'A newer version of this kitchen sheet exists: read it before you acknowledge',
  versionNotFound: 'This version does not exist',
} as const
