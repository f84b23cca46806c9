// Assign the request to a member of the team (or nobody).
import { useId, useState } from 'react'
import { Button } from '~/web/components/ui/button'
import { Label } from '~/web/components/ui/label'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { useAssignRequest } from '../api/assign-request'
import { useAssignees } from '../api/get-assignees'

export function AssignControl({ requestId, assigneeId }: { requestId: number; assigneeId: number | null }) {
  const id = useId()
  const assignees = useAssignees()
  const assign = useAssignRequest(requestId)
  const [choice, setChoice] = useState<string | null>(null)
  const value = choice ?? (assigneeId ? String(assigneeId) : '')

  const save = async () => {
    const userId = value ? Number(value) : null
    try {
      const detail = await assign.mutateAsync(userId)
      setChoice(null)
      toast({
        variant: 'success',
        title: 'Assignment saved',
        description: detail.request.assignee
          ? `Assigned to ${detail.request.assignee.name}.`
          : 'The request is unassigned.',
      })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not assigned',
        description: isApiError(error) ? (error.serverMessage ?? error.message) : 'Please try again.',
      })
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Assigned to</Label>
      <div className="flex gap-2">
        <select
          id={id}
          className={nativeSelectClass}
          value={value}
          onChange={(e) => setChoice(e.target.value)}
          disabled={assignees.isPending}
        >
          <option value="">Unassigned</option>
          {assignees.data?.map((m) => (
            <option key={m.id} value={m.id}>
              {`${m.firstName} ${m.lastName}`.trim() || m.email}
            </option>
          ))}
        </select>
        <Button
          variant="outline"
          onClick={save}
          disabled={assign.isPending || value === (assigneeId ? String(assigneeId) : '')}
        >
          {assign.isPending ? 'Saving...' : 'Assign'}
        </Button>
      </div>
    </div>
  )
}
