import { VenueImportView } from '~/web/staff/components/venue-import-view'

/** /staff/venues/import: venues from a CSV file, dry run first. */
export function StaffVenueImportPage() {
  return <VenueImportView />
}
