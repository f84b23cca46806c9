// The booking's signed agreement: the terms of the accepted proposal rendered once
// (src/domain/bookings/agreement.ts), signed on their SHA-256 with the name typed, the account, the
// time and the IP, and stored with their PDF. A page shows the text and sends back its hash; when
// the terms changed meanwhile the hash no longer matches and nothing is written (a 409).
import crypto from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_TITLE,
  renderAgreement,
  type AgreementChange,
  type AgreementTerms,
  type ChangeOrderSide,
} from '~/domain/bookings/agreement'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { agreementVersions, requests } from '../db/schema'
import { conflict } from '../lib/errors'
import { agreementPdfBase64 } from './agreement-pdf'
import type { ProposalRow } from './insert-proposal'
import { toPublicProposal } from './public-proposal'

export type AgreementVersionRow = typeof agreementVersions.$inferSelect

/** Who signs, as the route saw them: the name typed (null for an API client that sent none), the account and the address. */
export type Signer = { name: string | null; userId: number | null; ip: string | null; side: ChangeOrderSide }

export const agreementHash = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')

/** The agreement's terms of a proposal row (stored, or as a change order would make it). */
export async function agreementTermsOf(
  db: Db | Tx,
  config: Pick<Config, 'BOOKING_FEE'>,
  row: ProposalRow,
): Promise<AgreementTerms> {
  const p = await toPublicProposal(db, config, row)
  return {
    reference: p.reference,
    plannerName: p.plannerName,
    venueName: p.venue.name,
    venueLocation: p.venue.location,
    date: p.date,
    time: p.time,
    guests: p.guests,
    packageName: row.packageName,
    lines: p.lines.map((l) => ({ label: l.label, cents: l.cents })),
    venueTotalCents: p.totalCents,
    bookingFeeCents: p.bookingFeeCents,
    allInCents: p.allInCents,
    perGuestCents: p.perGuestCents,
    depositCents: p.depositCents,
    cancellationTerms: p.cancellationTerms,
    included: p.included,
  }
}

export async function latestAgreementVersion(db: Db | Tx, requestId: number): Promise<AgreementVersionRow | null> {
  const [row] = await db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.requestId, requestId))
    .orderBy(desc(agreementVersions.version))
    .limit(1)
  return row ?? null
}

/** The text to sign for these terms as the next version of the request's agreement. */
export async function agreementToSign(db: Db | Tx, requestId: number, terms: AgreementTerms) {
  const version = ((await latestAgreementVersion(db, requestId))?.version ?? 0) + 1
  const text = renderAgreement(terms, version)
  return { version, text, hash: agreementHash(text) }
}

/** The hash the page sent must be that of the text it would sign now, else nothing is signed. */
export function checkSignedHash(expected: string | undefined, actual: string): void {
  if (expected !== undefined && expected !== actual) throw conflict(AGREEMENT_MESSAGES.stale)
}

const signatureLines = (signer: Signer, hash: string, at: Date) => [
  signer.name
    ? `Signed by ${signer.name} (${signer.side})`
    : `Accepted by the ${signer.side}, without a typed signature`,
  `Signed at ${at.toISOString()}${signer.ip ? ` from ${signer.ip}` : ''}`,
  `SHA-256 of the terms above: ${hash}`,
]

/**
 * Signs the next version of the request's agreement, in the caller's transaction: refused (409)
 * when `expectedHash` is not the hash of the text it would sign. The request row is locked first,
 * so two signatures never take the same version.
 */
export async function signAgreementInTx(
  tx: Tx,
  {
    requestId,
    terms,
    signer,
    expectedHash,
    changes = [],
    changeOrderId = null,
    now = new Date(),
  }: {
    requestId: number
    terms: AgreementTerms
    signer: Signer
    expectedHash?: string
    changes?: AgreementChange[]
    changeOrderId?: number | null
    now?: Date
  },
): Promise<AgreementVersionRow> {
  await tx.select({ id: requests.id }).from(requests).where(eq(requests.id, requestId)).for('update')
  const { version, text, hash } = await agreementToSign(tx, requestId, terms)
  checkSignedHash(expectedHash, hash)
  const pdf = await agreementPdfBase64({
    text,
    signature: signatureLines(signer, hash, now),
    title: `${AGREEMENT_TITLE} ${terms.reference}, version ${version}`,
  })
  const [row] = await tx
    .insert(agreementVersions)
    .values({
      requestId,
      version,
      terms,
      text,
      hash,
      changes,
      changeOrderId,
      signerName: signer.name,
      signerUserId: signer.userId,
      signedBy: signer.side,
      signerIp: signer.ip,
      signedAt: now,
      pdf,
    })
    .returning()
  return row
}
