import { OutboxView } from '~/web/staff/components/outbox-view'

/** /staff/outbox: emails waiting, sent and failed. */
export function StaffOutboxPage() {
  return <OutboxView />
}
