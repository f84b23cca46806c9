// The venue's managers: who runs it in the portal, who has been invited, and a form to invite a
// colleague by email (owners may invite owners; the server checks the same rule).
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { inviteManagerSchema, MANAGER_INVITATION_DAYS } from '~/domain/venue-portal/managers-api'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { formatDisplayDate } from '~/web/lib/dates'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useManagers, useInviteManager } from '../api/managers'
import { useVenueProfile } from '../api/get-venue-profile'
import { useMyVenues } from '../api/get-my-venues'
import { LoadFailed, Loading, Panel } from './portal-ui'

type FormInput = z.input<typeof inviteManagerSchema>
type FormOutput = z.output<typeof inviteManagerSchema>
const FIELDS = ['email', 'role'] as const
const empty: FormInput = { email: '', role: 'manager' }

export function ManagersView({ venueId }: { venueId: number }) {
  const managers = useManagers(venueId)
  const venue = useVenueProfile(venueId)
  const mine = useMyVenues()
  const invite = useInviteManager(venueId)
  // Staff see every venue with the role null; only an owner (or staff) may make an owner.
  const myRole = mine.data?.find((v) => v.id === venueId)?.role
  const canInviteOwners = myRole !== 'manager'
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(inviteManagerSchema),
    defaultValues: empty,
  })
  const { register, control, reset, formState } = form
  const e = formState.errors
  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (input) => invite.mutateAsync(input),
    onSuccess: () => reset(empty),
    successToast: (sent) => ({
      title: sent.resent ? 'Invitation sent again' : 'Invitation sent',
      description: `${sent.invitation.email} can accept it from the email within ${MANAGER_INVITATION_DAYS} days.`,
    }),
    failureToast: (error) => ({ title: 'Invitation not sent', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })

  return (
    <div className="grid gap-6">
      <title>Managers · Venue portal · Bountiful</title>
      <h1 className="font-display text-3xl font-semibold text-ink-900">Managers</h1>
      <Panel title="Invite a colleague">
        <p className="text-sm text-ink-700">
          They get an email with a link; they accept it signed in with that address, then manage{' '}
          {venue.data?.name ?? 'this venue'} with you.
        </p>
        <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
          <FormField label="Email" error={e.email?.message} required>
            {(p) => <Input {...p} type="email" autoComplete="off" {...register('email')} />}
          </FormField>
          <Controller
            control={control}
            name="role"
            render={({ field, fieldState }) => (
              <FormField label="Role" error={fieldState.error?.message}>
                {(p) => (
                  <select {...p} {...field} className={nativeSelectClass}>
                    <option value="manager">Manager</option>
                    {canInviteOwners && <option value="owner">Owner</option>}
                  </select>
                )}
              </FormField>
            )}
          />
          <Button type="submit" className="sm:mt-6" disabled={formState.isSubmitting}>
            Send invitation
          </Button>
        </form>
      </Panel>
      {managers.isPending ? (
        <Loading what="the managers" />
      ) : managers.isError ? (
        <LoadFailed what="The managers" error={managers.error} />
      ) : (
        <Panel title="Who manages this venue">
          <ul className="grid gap-2">
            {managers.data.managers.map((m) => (
              <li key={m.userId} className="flex flex-wrap justify-between gap-2 text-sm">
                <span>
                  <span className="font-semibold text-ink-900">{m.name}</span> · {m.email}
                </span>
                <span className="text-ink-600">
                  {m.role === 'owner' ? 'Owner' : 'Manager'} since {formatDisplayDate(m.since.slice(0, 10))}
                </span>
              </li>
            ))}
          </ul>
          {managers.data.invitations.length > 0 && (
            <>
              <h3 className="font-semibold text-ink-900">Invited, not yet accepted</h3>
              <ul className="grid gap-2">
                {managers.data.invitations.map((i) => (
                  <li key={i.id} className="flex flex-wrap justify-between gap-2 text-sm">
                    <span>{i.email}</span>
                    <span className="text-ink-600">
                      {i.role === 'owner' ? 'Owner' : 'Manager'} · link valid until{' '}
                      {formatDisplayDate(i.expiresAt.slice(0, 10))}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
      )}
    </div>
  )
}
