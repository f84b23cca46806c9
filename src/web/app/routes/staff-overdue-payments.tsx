import { OverduePaymentsView } from '~/web/staff/components/overdue-payments-view'

/** /staff/payments/overdue: instalments past their due day and not fully paid. */
export function StaffOverduePaymentsPage() {
  return <OverduePaymentsView />
}
