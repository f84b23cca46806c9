// The search a venue was shortlisted from, kept in this tab: the brief form opened later from the
// shortlist page (or the menu's link to it) starts from that search's criteria, as the link under
// the results does. The search page and the venue page carry the search in their URL; Callie's
// picks and saved venues carry none and leave what is kept.
import { briefCriteriaOf, type BriefCriteria } from '../briefs-paths'

const KEY = 'bountiful.brief-criteria'

/** Keeps the criteria of the page's URL, when it carries any. */
export function rememberSearchCriteria(params: URLSearchParams) {
  const criteria = briefCriteriaOf(params)
  if (Object.keys(criteria).length === 0) return
  try {
    sessionStorage.setItem(KEY, JSON.stringify(criteria))
  } catch {
    // No storage: the brief form opens with its own first values.
  }
}

/** The criteria kept in this tab ({} when none, or unreadable). */
export function rememberedSearchCriteria(): BriefCriteria {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? briefCriteriaOf(new URLSearchParams(JSON.parse(raw) as Record<string, string>)) : {}
  } catch {
    return {}
  }
}
