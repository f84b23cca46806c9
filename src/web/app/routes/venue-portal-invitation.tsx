import { useParams } from 'react-router'
import { VenueInvitationPage } from '~/web/venue-portal/components/invitation-view'

/** /venue-portal/invitations/:token: a manager invitation link from the email. */
export function VenuePortalInvitationPage() {
  const { token = '' } = useParams()
  return <VenueInvitationPage token={token} />
}
