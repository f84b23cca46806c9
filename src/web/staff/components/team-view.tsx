// /staff/team (admins only): the concierge team; search any account to grant staff, or revoke it.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as searchIcon from 'lucide-react/icons/search'
import { useId, useState, type FormEvent } from 'react'
import { useSession } from '~/web/lib/get-user'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { Skeleton } from '~/web/components/ui/skeleton'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { useTeam } from '../api/get-team'
import { useSetRole } from '../api/set-role'
import type { TeamMember } from '~/domain/staff/team-api'

const Search = lucideIcon(searchIcon)

const ROLE_LABELS = { planner: 'Planner', staff: 'Staff', admin: 'Admin' } as const

export function TeamView() {
  const ids = useId()
  const session = useSession()
  const [q, setQ] = useState('')
  const team = useTeam(q, { enabled: session.user?.role === 'admin' })
  const setRole = useSetRole()

  if (session.user?.role !== 'admin') {
    return (
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-semibold text-ink-900">Team</h1>
        <p className="text-ink-600">Only administrators manage the team.</p>
      </div>
    )
  }

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setQ(String(new FormData(e.currentTarget).get('q') ?? '').trim())
  }

  const change = async (m: TeamMember, role: 'planner' | 'staff') => {
    try {
      await setRole.mutateAsync({ userId: m.id, role })
      toast({
        variant: 'success',
        title: role === 'staff' ? 'Staff access granted' : 'Staff access revoked',
        description: `${m.firstName} ${m.lastName} (${m.email}).`,
      })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Role not changed',
        description: isApiError(error) ? (error.serverMessage ?? error.message) : 'Please try again.',
      })
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>Team · Concierge console · Bountiful</title>
      <div className="grid gap-1">
        <h1 className="font-display text-4xl font-semibold text-ink-900">Team</h1>
        <p className="text-ink-600">
          Staff answer requests and keep the catalogue. Search any account to grant access.
        </p>
      </div>
      <form role="search" aria-label="Search accounts" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
          <Label htmlFor={`${ids}-q`}>Search accounts by name or email</Label>
          <Input id={`${ids}-q`} name="q" type="search" autoComplete="off" />
        </div>
        <Button type="submit" variant="dark">
          <Search aria-hidden /> Search
        </Button>
        {q && (
          <Button variant="link" onClick={() => setQ('')}>
            Show the team
          </Button>
        )}
      </form>
      <section aria-label={q ? 'Matching accounts' : 'The team'} aria-busy={team.isFetching}>
        {team.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : team.isError ? (
          <p role="alert">The team could not be loaded.</p>
        ) : team.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ink-200 p-8 text-center text-ink-600">
            No accounts match.
          </p>
        ) : (
          <ul className="grid gap-2">
            {team.data.map((m) => (
              <li
                key={m.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ivory-300 bg-white p-4 shadow-xs"
              >
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <span className="font-medium text-ink-900">
                    {m.firstName} {m.lastName}
                  </span>
                  <span className="break-all text-ink-600">{m.email}</span>
                </div>
                <div className="flex items-center gap-3">
                  <span className="rounded-full bg-ivory-200 px-2.5 py-0.5 text-xs font-semibold text-ink-800">
                    {ROLE_LABELS[m.role]}
                  </span>
                  {m.role !== 'admin' && (
                    // One button that turns from grant into revoke keeps the keyboard focus; it is not
                    // disabled while saving for the same reason.
                    <Button
                      size="sm"
                      variant={m.role === 'staff' ? 'outline' : 'default'}
                      onClick={() => !setRole.isPending && change(m, m.role === 'staff' ? 'planner' : 'staff')}
                      aria-disabled={setRole.isPending}
                      aria-label={
                        m.role === 'staff' ? `Revoke staff access from ${m.email}` : `Grant staff access to ${m.email}`
                      }
                    >
                      {m.role === 'staff' ? 'Revoke staff' : 'Grant staff'}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
