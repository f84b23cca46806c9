// Reference numbers shown to planners and staff: 'BR-7K3Q9'. Prefix per kind; 5 characters from
// an alphabet without look-alikes (no 0/O, 1/I/L, no U) so they survive being read over the phone.
import crypto from 'node:crypto'
import type { RequestKindValue } from '~/domain/requests/workflow'

export type RequestKind = RequestKindValue

export const REFERENCE_PREFIX: Record<RequestKind, string> = {
  booking: 'BR',
  booking_page: 'BP',
  concierge_booking: 'CB',
  consultation: 'CN',
  search_concierge: 'SC',
  callie_conversation: 'CC',
  contact: 'CT',
  partner: 'PA',
}

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_LENGTH = 5

/** A brief fans out into booking requests (BR-…); the brief itself is BF-…. */
export const BRIEF_REFERENCE_PREFIX = 'BF'

/** A fresh random reference; uniqueness is the caller's job (insert … on conflict do nothing, retry). */
export function generateReference(kind: RequestKind | 'brief'): string {
  let code = ''
  for (const byte of crypto.randomBytes(REFERENCE_LENGTH)) {
    // 30 letters; 256 % 30 bias is negligible for an identifier that is not a secret.
    code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]
  }
  return `${kind === 'brief' ? BRIEF_REFERENCE_PREFIX : REFERENCE_PREFIX[kind]}-${code}`
}
