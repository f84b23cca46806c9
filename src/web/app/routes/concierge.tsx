// /concierge: Callie's page (the concierge feature's ConciergePlanner), with the consultation
// dialog it offers when the catalogue cannot help.
import { ShortlistButton } from '~/web/briefs/components/shortlist-button'
import { ConciergePlanner } from '~/web/concierge/components/concierge-planner'
import { useConsultationDialog } from '~/web/requests/components/consultation-trigger'

export function ConciergePage() {
  const consultation = useConsultationDialog()
  return (
    <>
      <title>Callie, your concierge · Bountiful</title>
      <ConciergePlanner
        onConsultation={consultation.open}
        venueAction={(venue) => <ShortlistButton venue={venue} size="default" />}
      />
      {consultation.dialog}
    </>
  )
}
