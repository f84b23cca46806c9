// The file of a multipart upload (a venue photo, a CSV import) with its text fields, read once.
import type { FastifyRequest } from 'fastify'
import { fieldLabel, isStorableText, UNSTORABLE_TEXT } from '~/domain/text-field'
import { AppError, badRequest, fieldError } from './errors'

const MULTIPART_MALFORMED = 'The upload is not a well-formed multipart form: send the file again'

/** The uploaded file's bytes and its text fields (null: not multipart, or no file); an oversized file is a 413 with a clear message. */
export async function readUpload(req: FastifyRequest, maxBytes: number, tooLarge: string) {
  if (!req.isMultipart()) return null
  try {
    const file = await req.file({ limits: { fileSize: maxBytes } })
    if (!file) return null
    const buffer = await file.toBuffer()
    const fields: Record<string, string> = {}
    for (const [k, v] of Object.entries(file.fields)) {
      const field = Array.isArray(v) ? v[0] : v
      if (field && field.type === 'field' && typeof field.value === 'string') fields[k] = field.value
    }
    for (const [k, v] of Object.entries(fields)) {
      if (!isStorableText(v)) throw fieldError(k, `${fieldLabel([k])} ${UNSTORABLE_TEXT}`)
    }
    return { buffer, fields, mimetype: file.mimetype }
  } catch (err) {
    if (err instanceof AppError) throw err
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', tooLarge)
    // Anything else while reading the parts is a body that is not a well-formed multipart form
    // (no or wrong boundary, a part cut short): the client's to fix, not a server failure.
    throw badRequest(MULTIPART_MALFORMED)
  }
}
