// A venue's spaces (private room, semi-private, buyout) and the packages offered in each. Every
// query joins the caller's membership of the venue; a space or package of another venue is a 404.
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AuthUser } from '~/domain/auth/auth-user'
import { packageEstimate } from '~/domain/venues/planner-packages'
import { dollarsToCents } from '~/domain/proposals/proposal-totals'
import {
  PORTAL_MESSAGES,
  type PackageCreate,
  type PackageUpdate,
  type Space,
  type SpaceCreate,
  type SpaceUpdate,
  type VenuePackage,
} from '~/domain/venue-portal/venue-portal-api'
import { LIVE_HOLD_STATUSES } from '~/domain/bookings/holds'
import { todayIn } from '~/domain/time'
import { timeToMinutes } from '~/domain/time-constants'
import type { Db, Tx } from '../db/client'
import { spaceHolds, spacePhotos, venuePackages, venueSpaces } from '../db/schema'
import { catalogueChanged } from '../lib/catalogue-generation'
import { conflict, fieldError, fieldErrors, notFound } from '../lib/errors'
import type { PhotoStore } from '../lib/photo-store'
import { deleteUploadedPhotoFiles } from '../lib/photo-uploads'
import { findManagedVenue } from './membership'

type Access = { db: Db; venueId: number; user: AuthUser }
const spaceColumns = {
  id: venueSpaces.id,
  venueId: venueSpaces.venueId,
  name: venueSpaces.name,
  kind: venueSpaces.kind,
  seatedCapacity: venueSpaces.seatedCapacity,
  standingCapacity: venueSpaces.standingCapacity,
}

export async function listSpaces({ db, venueId, user }: Access): Promise<Space[]> {
  const venue = await findManagedVenue({ db, venueId, user })
  return db
    .select(spaceColumns)
    .from(venueSpaces)
    .where(eq(venueSpaces.venueId, venue.id))
    .orderBy(asc(venueSpaces.name), asc(venueSpaces.id))
}

/** The space, if it belongs to the venue (which the caller was already checked to manage). */
export async function findVenueSpace(db: Db | Tx, venueId: number, spaceId: number, field?: string): Promise<Space> {
  const [space] = await db
    .select(spaceColumns)
    .from(venueSpaces)
    .where(and(eq(venueSpaces.id, spaceId), eq(venueSpaces.venueId, venueId)))
  if (!space) throw field ? fieldError(field, PORTAL_MESSAGES.spaceNotFound) : notFound(PORTAL_MESSAGES.spaceNotFound)
  return space
}

/** A space changes which dates search offers (a venue with spaces is free when one that fits is). */
export async function createSpace({ db, venueId, user, input }: Access & { input: SpaceCreate }): Promise<Space> {
  return db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    const [space] = await tx
      .insert(venueSpaces)
      .values({ ...input, venueId: venue.id })
      .returning(spaceColumns)
    await catalogueChanged(tx)
    return space
  })
}

export async function updateSpace({
  db,
  venueId,
  user,
  spaceId,
  input,
}: Access & { spaceId: number; input: SpaceUpdate }): Promise<Space> {
  return db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    const current = await findVenueSpace(tx, venue.id, spaceId)
    const next = { ...current, ...input }
    if (next.seatedCapacity + next.standingCapacity === 0)
      throw fieldErrors({ seatedCapacity: PORTAL_MESSAGES.capacityNone })
    if (Object.keys(input).length === 0) return current
    const [space] = await tx
      .update(venueSpaces)
      .set(input)
      .where(eq(venueSpaces.id, current.id))
      .returning(spaceColumns)
    await catalogueChanged(tx)
    return space
  })
}

/**
 * Refused while the space has live holds or bookings from today on: those planners were promised it.
 * Its photos' rows go with it; their files are deleted once that has committed (a file left behind
 * is logged, never a failed deletion).
 */
export async function deleteSpace({
  db,
  venueId,
  user,
  spaceId,
  photos,
  log,
}: Access & { spaceId: number; photos: PhotoStore; log: FastifyBaseLogger }): Promise<void> {
  const urls = await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user, forUpdate: true })
    const space = await findVenueSpace(tx, venue.id, spaceId)
    const [live] = await tx
      .select({ id: spaceHolds.id })
      .from(spaceHolds)
      .where(
        and(
          eq(spaceHolds.spaceId, space.id),
          inArray(spaceHolds.status, [...LIVE_HOLD_STATUSES]),
          gte(spaceHolds.date, todayIn(venue.timezone)),
          sql`(${spaceHolds.status} = 'booked' or ${spaceHolds.expiresAt} > now())`,
        ),
      )
      .limit(1)
    if (live) throw conflict(PORTAL_MESSAGES.spaceHasBookings)
    // Locked first: a photo being uploaded now waits, then finds no space (and keeps no file).
    await tx.select({ id: venueSpaces.id }).from(venueSpaces).where(eq(venueSpaces.id, space.id)).for('update')
    const photoRows = await tx
      .select({ url: spacePhotos.url })
      .from(spacePhotos)
      .where(eq(spacePhotos.spaceId, space.id))
    await tx.delete(venueSpaces).where(eq(venueSpaces.id, space.id))
    await catalogueChanged(tx)
    return photoRows.map((p) => p.url)
  })
  for (const url of urls) await deleteUploadedPhotoFiles({ photos, log, url })
}

// ---- Packages --------------------------------------------------------------------------------

type PackageRow = typeof venuePackages.$inferSelect

const EXAMPLE_GUESTS = 20

function toPackage(p: PackageRow, space: Pick<Space, 'name' | 'seatedCapacity'>): VenuePackage {
  const guests = space.seatedCapacity > 0 ? space.seatedCapacity : EXAMPLE_GUESTS
  const { totals, lines } = packageEstimate(p, guests)
  return {
    id: p.id,
    spaceId: p.spaceId,
    spaceName: space.name,
    name: p.name,
    description: p.description,
    pricePerPersonCents: p.pricePerPersonCents,
    minimumSpendCents: p.minimumSpendCents,
    roomFeeCents: p.roomFeeCents,
    serviceChargePct: Number(p.serviceChargePct),
    taxPct: Number(p.taxPct),
    gratuityPct: Number(p.gratuityPct),
    included: p.included,
    weekdays: p.weekdays,
    startsFrom: p.startsFrom,
    startsUntil: p.startsUntil,
    instantBook: p.instantBook,
    example: {
      guests,
      totalCents: totals.totalCents,
      perGuestCents: totals.perGuestCents,
      lines,
    },
  }
}

/** Typed dollars → stored cents; only the fields present (a PATCH sends a subset). */
function packageColumns(input: PackageUpdate) {
  const { pricePerPerson, minimumSpend, roomFee, ...rest } = input
  return {
    ...rest,
    ...(pricePerPerson !== undefined ? { pricePerPersonCents: dollarsToCents(pricePerPerson) } : {}),
    ...(minimumSpend !== undefined ? { minimumSpendCents: dollarsToCents(minimumSpend) } : {}),
    ...(roomFee !== undefined ? { roomFeeCents: dollarsToCents(roomFee) } : {}),
  }
}

function checkPackage(p: Pick<PackageRow, 'pricePerPersonCents' | 'minimumSpendCents' | 'startsFrom' | 'startsUntil'>) {
  const errors: Record<string, string> = {}
  if (p.pricePerPersonCents === 0 && p.minimumSpendCents === 0) errors.pricePerPerson = PORTAL_MESSAGES.priceOrMinimum
  if (p.startsFrom && p.startsUntil && timeToMinutes(p.startsUntil) < timeToMinutes(p.startsFrom))
    errors.startsUntil = PORTAL_MESSAGES.startWindow
  if (Object.keys(errors).length) throw fieldErrors(errors)
}

async function packagesWhere(db: Db | Tx, venueId: number, packageIds?: number[]): Promise<VenuePackage[]> {
  const rows = await db
    .select({ p: venuePackages, space: { name: venueSpaces.name, seatedCapacity: venueSpaces.seatedCapacity } })
    .from(venuePackages)
    .innerJoin(venueSpaces, eq(venueSpaces.id, venuePackages.spaceId))
    .where(and(eq(venueSpaces.venueId, venueId), packageIds ? inArray(venuePackages.id, packageIds) : undefined))
    .orderBy(asc(venueSpaces.name), asc(venuePackages.name), asc(venuePackages.id))
  return rows.map(({ p, space }) => toPackage(p, space))
}

export async function listPackages({ db, venueId, user }: Access): Promise<VenuePackage[]> {
  const venue = await findManagedVenue({ db, venueId, user })
  return packagesWhere(db, venue.id)
}

/** The package row, if it belongs to one of the venue's spaces. */
export async function findVenuePackage(db: Db | Tx, venueId: number, packageId: number, field?: string) {
  const [row] = await db
    .select({ p: venuePackages })
    .from(venuePackages)
    .innerJoin(venueSpaces, eq(venueSpaces.id, venuePackages.spaceId))
    .where(and(eq(venuePackages.id, packageId), eq(venueSpaces.venueId, venueId)))
  if (!row) throw field ? fieldError(field, PORTAL_MESSAGES.packageNotFound) : notFound(PORTAL_MESSAGES.packageNotFound)
  return row.p
}

export async function createPackage({ db, venueId, user, input }: Access & { input: PackageCreate }) {
  const id = await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    await findVenueSpace(tx, venue.id, input.spaceId, 'spaceId')
    const values = { ...packageColumns(input), spaceId: input.spaceId, name: input.name }
    checkPackage({ pricePerPersonCents: 0, minimumSpendCents: 0, startsFrom: null, startsUntil: null, ...values })
    const [row] = await tx.insert(venuePackages).values(values).returning({ id: venuePackages.id })
    await catalogueChanged(tx)
    return row.id
  })
  const [created] = await packagesWhere(db, venueId, [id])
  return created
}

export async function updatePackage({
  db,
  venueId,
  user,
  packageId,
  input,
}: Access & { packageId: number; input: PackageUpdate }) {
  await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    const current = await findVenuePackage(tx, venue.id, packageId)
    if (input.spaceId !== undefined) await findVenueSpace(tx, venue.id, input.spaceId, 'spaceId')
    const changes = packageColumns(input)
    checkPackage({ ...current, ...changes })
    await tx
      .update(venuePackages)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(venuePackages.id, current.id))
    await catalogueChanged(tx)
  })
  const [updated] = await packagesWhere(db, venueId, [packageId])
  return updated
}

export async function deletePackage({ db, venueId, user, packageId }: Access & { packageId: number }) {
  await db.transaction(async (tx) => {
    const venue = await findManagedVenue({ db: tx, venueId, user })
    const current = await findVenuePackage(tx, venue.id, packageId)
    await tx.delete(venuePackages).where(eq(venuePackages.id, current.id))
    await catalogueChanged(tx)
  })
}
