// The one string schema every text field of every request (body, query, path) is built on.
// PostgreSQL cannot store a NUL character, and a lone UTF-16 surrogate has no UTF-8 form: either
// would reach the database and fail there. They are refused here, with a message naming the field.
import { z } from 'zod'

// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** False for text with a NUL character or half of a surrogate pair (what no UTF-8 text column can hold). */
export const isStorableText = (s: string) => !NUL_OR_LONE_SURROGATE.test(s)

export const UNSTORABLE_TEXT = "contains characters we can't store"

const LABELS: Record<string, string> = { q: 'Search', id: 'Id' }

/** 'firstName' → 'First name': the field as a person would name it. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((p): p is string => typeof p === 'string')
  if (!key) return 'This text'
  const words =
    LABELS[key] ??
    key
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * z.string() for input: the same options (`error` for a missing or non-string value), plus the
 * storable-text rule ("First name contains characters we can't store"; `label` overrides the name).
 */
export function text({ error, label }: { error?: string; label?: string } = {}) {
  return z.string(error === undefined ? undefined : { error }).refine(isStorableText, {
    error: (issue) => `${label ?? fieldLabel(issue.path ?? [])} ${UNSTORABLE_TEXT}`,
    abort: true,
  })
}
