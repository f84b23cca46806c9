// /shortlist/brief: the brief to every venue of the shortlist (each read as the venue
// page reads it, for the rules it must meet). Once sent, the shortlist has done its work and empties;
// "Let my group vote first" saves a draft instead and opens its page, where the group's vote is.
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { BriefCreated } from '~/domain/briefs/briefs-api'
import { useShortlistVenues } from '~/web/app/use-shortlist-venues'
import { authPaths } from '~/web/auth/auth-paths'
import { briefCriteriaOf, briefsPaths } from '~/web/briefs/briefs-paths'
import { BriefForm } from '~/web/briefs/components/brief-form'
import { BriefSent } from '~/web/briefs/components/brief-sent'
import { rememberedSearchCriteria } from '~/web/briefs/lib/search-criteria-memory'
import { useShortlist } from '~/web/briefs/lib/use-shortlist'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { paths } from '~/web/lib/paths'

export function BriefFormPage() {
  const shortlist = useShortlist()
  const { venues, pending } = useShortlistVenues(shortlist.ids)
  const [sent, setSent] = useState<{ result: BriefCreated; email: string } | null>(null)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  // The link under a search's results carries its criteria; the shortlist page's and the menu's
  // do not, and the search the venues were shortlisted from fills the form instead (the form is
  // drawn in the browser only, once the shortlist's venues are in).
  const fromLink = briefCriteriaOf(params)
  const criteria = Object.keys(fromLink).length > 0 ? fromLink : rememberedSearchCriteria()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
      <title>Send one brief · Bountiful</title>
      {sent ? (
        <BriefSent result={sent.result} email={sent.email} signedIn={shortlist.signedIn} />
      ) : !shortlist.ready || pending > 0 ? (
        <div className="grid gap-4" aria-busy="true">
          <p className="sr-only" role="status">
            Loading your shortlist...
          </p>
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : venues.length === 0 ? (
        <div className="grid justify-items-start gap-4">
          <h1 className="font-display text-4xl font-semibold text-ink-900">Send one brief</h1>
          <p className="text-ink-700">
            Your shortlist is empty. Add the venues you are considering, then send them all one brief.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={paths.search()}>Find venues</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={briefsPaths.shortlist()}>Your shortlist</Link>
            </Button>
          </div>
        </div>
      ) : (
        <BriefForm
          venues={venues}
          criteria={criteria}
          onRemoveVenue={(venue) => shortlist.remove(venue)}
          onSent={(result, email) => {
            setSent({ result, email })
            shortlist.replace([])
          }}
          // The draft keeps its venues: the vote and the sending happen on its own page.
          onDraftSaved={(result) => navigate(briefsPaths.brief(result.reference))}
          signIn={{
            login: authPaths.login(briefsPaths.briefForm(criteria)),
            signup: authPaths.signup(briefsPaths.briefForm(criteria)),
          }}
        />
      )}
    </div>
  )
}
