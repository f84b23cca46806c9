import { TeamView } from '~/web/staff/components/team-view'

/** /staff/team (admins): who is on the concierge team. */
export function StaffTeamPage() {
  return <TeamView />
}
