import { InboxView } from '~/web/staff/components/inbox-view'

/** /staff: the concierge inbox. */
export function StaffInboxPage() {
  return <InboxView />
}
