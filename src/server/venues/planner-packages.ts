// A venue's packages as planners see them: on the venue page, in the booking wizard, on
// the booking request page and in Callie's estimates. The portal's own view (timestamps, examples)
// stays in src/server/venue-portal/spaces.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { clockToTime } from '~/domain/time-constants'
import type { PlannerPackage } from '~/domain/venues/planner-packages'
import type { Db, Tx } from '../db/client'
import { venuePackages, venueSpaces } from '../db/schema'
import { preparedPer } from '../db/prepared'

export type PlannerPackageRow = PlannerPackage & { spaceId: number }

/** The venue's packages (or the one package, if it is the venue's), cheapest per person first. */
export async function listPlannerPackages(
  db: Db | Tx,
  venueId: number,
  packageId?: number,
): Promise<PlannerPackageRow[]> {
  const rows = await packageRows(db, [venueId], packageId)
  return rows.map((r) => r.pkg)
}

/** The packages of several venues (Callie's recommendations), by venue id. */
export async function plannerPackagesByVenue(db: Db, venueIds: number[]): Promise<Map<number, PlannerPackageRow[]>> {
  const byVenue = new Map<number, PlannerPackageRow[]>()
  if (!venueIds.length) return byVenue
  for (const { p, space } of await packagesStatement(db).execute({ venueIds }))
    byVenue.set(space.venueId, [...(byVenue.get(space.venueId) ?? []), toRow(p, space)])
  return byVenue
}

/** packageRows for any number of venues as one statement text, built once (db/prepared.ts). */
const packagesStatement = preparedPer((db) =>
  db
    .select({ p: venuePackages, space: venueSpaces })
    .from(venuePackages)
    .innerJoin(venueSpaces, eq(venueSpaces.id, venuePackages.spaceId))
    .where(sql`${venueSpaces.venueId} = any(${sql.placeholder('venueIds')}::int[])`)
    .orderBy(asc(venuePackages.pricePerPersonCents), asc(venuePackages.name), asc(venuePackages.id))
    .prepare('planner_packages_by_venue'),
)

async function packageRows(db: Db | Tx, venueIds: number[], packageId?: number) {
  const rows = await db
    .select({ p: venuePackages, space: venueSpaces })
    .from(venuePackages)
    .innerJoin(venueSpaces, eq(venueSpaces.id, venuePackages.spaceId))
    .where(
      and(
        inArray(venueSpaces.venueId, venueIds),
        packageId === undefined ? undefined : eq(venuePackages.id, packageId),
      ),
    )
    .orderBy(asc(venuePackages.pricePerPersonCents), asc(venuePackages.name), asc(venuePackages.id))
  return rows.map(({ p, space }) => ({ venueId: space.venueId, pkg: toRow(p, space) }))
}

function toRow(p: typeof venuePackages.$inferSelect, space: typeof venueSpaces.$inferSelect): PlannerPackageRow {
  return packageRow({ ...p, spaceName: space.name, capacity: Math.max(space.seatedCapacity, space.standingCapacity) })
}

/** A package as a JSON aggregate carries it (the venue page's one statement, get-venue.ts): times as the database's clock text. */
export type PlannerPackageJson = Omit<PlannerPackageRow, 'capacity' | 'startsFrom' | 'startsUntil'> & {
  seatedCapacity: number
  standingCapacity: number
  startsFrom: string | null
  startsUntil: string | null
}

export function packageFromJson(p: PlannerPackageJson): PlannerPackageRow {
  return packageRow({
    ...p,
    capacity: Math.max(p.seatedCapacity, p.standingCapacity),
    startsFrom: p.startsFrom === null ? null : clockToTime(p.startsFrom),
    startsUntil: p.startsUntil === null ? null : clockToTime(p.startsUntil),
  })
}

function packageRow(p: PlannerPackageRow): PlannerPackageRow {
  return {
    id: p.id,
    spaceId: p.spaceId,
    name: p.name,
    description: p.description,
    spaceName: p.spaceName,
    capacity: p.capacity,
    included: p.included,
    pricePerPersonCents: p.pricePerPersonCents,
    minimumSpendCents: p.minimumSpendCents,
    roomFeeCents: p.roomFeeCents,
    serviceChargePct: Number(p.serviceChargePct),
    taxPct: Number(p.taxPct),
    gratuityPct: Number(p.gratuityPct),
    weekdays: p.weekdays,
    startsFrom: p.startsFrom,
    startsUntil: p.startsUntil,
    instantBook: p.instantBook,
  }
}

/** The public shape: without the space's row id. */
export const toPlannerPackage = ({ spaceId: _spaceId, ...p }: PlannerPackageRow): PlannerPackage => p
