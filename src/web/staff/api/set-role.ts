// PUT /api/staff/team/:userId/role {role} (admin): grant or revoke staff.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '~/web/lib/api'
import { staffApiPaths, staffKeys } from '../staff-paths'
import type { TeamMember } from '~/domain/staff/team-api'

export const setRole = (userId: number, role: 'planner' | 'staff') =>
  api.put<TeamMember>(staffApiPaths.role(userId), { role })

export function useSetRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: 'planner' | 'staff' }) => setRole(userId, role),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.teamAll }),
        queryClient.invalidateQueries({ queryKey: staffKeys.assignees }),
      ]),
  })
}
