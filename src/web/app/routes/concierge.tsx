// /concierge: Callie's page (the concierge feature's ConciergePlanner), with the consultation
// dialog it offers when the catalogue cannot help.
import { ConciergePlanner } from '~/web/concierge/components/concierge-planner'
import { useConsultationDialog } from '~/web/requests/components/consultation-trigger'

export function ConciergePage() {
  const consultation = useConsultationDialog()
  return (
    <>
      <title>Callie, your concierge · Bountiful</title>
      <ConciergePlanner onConsultation={consultation.open} />
      {consultation.dialog}
    </>
  )
}
