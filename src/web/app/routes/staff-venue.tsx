import { useParams } from 'react-router'
import { VenueEditor } from '~/web/staff/components/venue-editor'

/** /staff/venues/new and /staff/venues/:id: create or edit a venue. */
export function StaffVenuePage() {
  const { id } = useParams()
  const n = Number(id)
  return <VenueEditor key={id ?? 'new'} id={id === undefined ? null : Number.isInteger(n) && n > 0 ? n : 0} />
}
