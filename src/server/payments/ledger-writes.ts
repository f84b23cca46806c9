// Appending to the ledger: a payment becomes charge + payout_due + fee rows (the fee's part taken
// cumulatively over the instalment, src/domain/payments/shares.ts feePartOf), a refund the reverse.
import { chargeMovements, refundMovements } from '~/domain/payments/ledger'
import type { PAYMENT_METHODS } from '~/domain/payments/payments-api'
import { feePartOf } from '~/domain/payments/shares'
import type { Tx } from '../db/client'
import { ledgerEntries } from '../db/schema'
import { chargedTowards, ledgerOf, type InstalmentRow } from './booking-payments'

type Method = (typeof PAYMENT_METHODS)[number]

export async function appendCharge(
  tx: Tx,
  {
    scheduleId,
    instalment,
    payer,
    amountCents,
    method,
    reference,
    receivedOn = null,
    recordedBy = null,
  }: {
    scheduleId: number
    instalment: InstalmentRow
    payer: string
    amountCents: number
    method: Method
    reference: string | null
    receivedOn?: string | null
    recordedBy?: number | null
  },
): Promise<void> {
  const rows = await ledgerOf(tx, scheduleId)
  const feeCents = feePartOf({
    amountCents: instalment.amountCents,
    feeCents: instalment.feeCents,
    paidBeforeCents: chargedTowards(rows, instalment.id),
    paymentCents: amountCents,
  })
  await tx.insert(ledgerEntries).values(
    chargeMovements({ payer, venueCents: amountCents - feeCents, feeCents }).map((m) => ({
      scheduleId,
      instalmentId: instalment.id,
      ...m,
      method,
      reference,
      receivedOn,
      recordedBy,
    })),
  )
}

/** A refund of `venueCents + feeCents` to `payer`, paid back against the charge `refundOf`. */
export async function appendRefund(
  tx: Tx,
  {
    scheduleId,
    charge,
    venueCents,
    feeCents,
    reference,
    recordedBy,
  }: {
    scheduleId: number
    charge: typeof ledgerEntries.$inferSelect
    venueCents: number
    feeCents: number
    reference: string | null
    recordedBy: number | null
  },
): Promise<void> {
  await tx.insert(ledgerEntries).values(
    refundMovements({ payer: charge.payer, venueCents, feeCents }).map((m) => ({
      scheduleId,
      instalmentId: charge.instalmentId,
      ...m,
      method: charge.method,
      refundOf: charge.id,
      reference: m.kind === 'refund' ? reference : null,
      recordedBy,
    })),
  )
}

/**
 * What a card payment brought beyond what its payer owed (an instalment paid meanwhile, a cancelled
 * booking): a charge towards no instalment and its refund, so the ledger shows all that moved.
 */
export async function appendExcess(
  tx: Tx,
  {
    scheduleId,
    payer,
    amountCents,
    reference,
    refundReference,
  }: {
    scheduleId: number
    payer: string
    amountCents: number
    reference: string | null
    refundReference: string | null
  },
): Promise<void> {
  const row = { scheduleId, instalmentId: null, payer, amountCents, method: 'card' as const }
  const [charge] = await tx
    .insert(ledgerEntries)
    .values({ ...row, kind: 'charge', reference })
    .returning({ id: ledgerEntries.id })
  await tx.insert(ledgerEntries).values({ ...row, kind: 'refund', refundOf: charge.id, reference: refundReference })
}
