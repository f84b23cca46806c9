// /concierge and /concierge/c/:id: a conversation with Callie (the concierge feature), her actions
// composed with the shortlist, the brief form, the booking request and the consultation dialog.
// From a venue page (?venue=) or search results (?city=&date=&guests=&time=), a new conversation
// about them.
import { useParams, useSearchParams } from 'react-router'
import type { CreateConversationBody } from '~/domain/concierge/conversation-api'
import { CalliePage } from '~/web/concierge/components/callie-page'
import { useCallieActions } from '../callie-actions'

function contextOf(params: URLSearchParams): CreateConversationBody['context'] | null {
  const venueId = Number(params.get('venue'))
  if (Number.isInteger(venueId) && venueId > 0) return { venueId }
  const guests = Number(params.get('guests'))
  const search = {
    city: params.get('city') || undefined,
    date: params.get('date') || undefined,
    time: params.get('time') || undefined,
    guests: Number.isInteger(guests) && guests > 0 ? guests : undefined,
  }
  return Object.values(search).some(Boolean) ? { search } : null
}

export function ConciergePage() {
  const { id } = useParams()
  const [params] = useSearchParams()
  const { actions, dialog } = useCallieActions()
  return (
    <>
      <title>Callie, your concierge · Bountiful</title>
      <CalliePage
        key={id ?? 'new'}
        id={id}
        accessKey={id ? params.get('key') : null}
        context={id ? null : contextOf(params)}
        actions={actions}
      />
      {dialog}
    </>
  )
}
