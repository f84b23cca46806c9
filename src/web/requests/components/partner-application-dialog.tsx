// 'Apply to Partner': POST /api/partners/applications, in a dialog on the partners page.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import { useForm, type DefaultValues } from 'react-hook-form'
import {
  PARTNER_SUCCESS_MESSAGE,
  PARTNER_TYPES,
  partnerApplicationSchema,
  type PartnerApplicationInput,
  type PartnerApplicationRequest,
} from '~/domain/requests/partner-application'
import { CompanyField, EmailField, NameField, PhoneField } from '~/web/components/form/contact-fields'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useReturnFocus } from '~/web/lib/use-return-focus'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCreatePartnerApplication } from '~/web/requests/api/create-partner-application'

const CircleCheck = lucideIcon(circleCheckIcon)

const FIELDS = ['partnerType', 'organization', 'contactName', 'email', 'phone', 'city', 'message'] as const
export type PartnerTypeId = (typeof PARTNER_TYPES)[number]['value']

type Props = { open: boolean; onOpenChange: (open: boolean) => void; partnerType?: PartnerTypeId }

/** @public Loaded on demand by app/routes/marketing/partners.tsx (a dynamic import knip cannot follow). */
export function PartnerApplicationDialog({ open, onOpenChange, partnerType }: Props) {
  const mutation = useCreatePartnerApplication()
  const returnFocus = useReturnFocus(open)
  const empty: DefaultValues<PartnerApplicationInput> = {
    partnerType,
    organization: '',
    contactName: '',
    email: '',
    phone: '',
    city: '',
    message: '',
  }
  const form = useForm<PartnerApplicationInput, unknown, PartnerApplicationRequest>({
    resolver: zodResolver(partnerApplicationSchema),
    defaultValues: empty,
  })
  const { register, reset, formState } = form
  const e = formState.errors
  const submitting = mutation.isPending

  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (data, attempt) => mutation.mutateAsync({ data, idempotencyKey: attempt.key }),
    failureToast: { title: 'Error', description: GENERIC_FAILURE },
  })

  const setOpen = (next: boolean) => {
    if (!next && submitting) return
    if (!next && mutation.isSuccess) {
      reset(empty)
      mutation.reset()
    }
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        className="max-h-[85vh] max-w-[640px] overflow-y-auto"
        hideClose={submitting || mutation.isSuccess}
        onEscapeKeyDown={(ev) => submitting && ev.preventDefault()}
        onInteractOutside={(ev) => submitting && ev.preventDefault()}
        onCloseAutoFocus={returnFocus}
      >
        {mutation.isSuccess ? (
          <div className="grid justify-items-center gap-3 py-6 text-center" role="status">
            <CircleCheck className="size-12 text-sage-600" aria-hidden />
            <DialogTitle>Application received</DialogTitle>
            <DialogDescription className="text-base">
              {mutation.data.message || PARTNER_SUCCESS_MESSAGE}
            </DialogDescription>
            <p className="text-sm text-ink-600">
              Reference: <span className="font-mono font-semibold text-ink-900">{mutation.data.reference}</span>
            </p>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </div>
        ) : (
          <>
            <div className="grid gap-1.5 pr-8">
              <DialogTitle>Apply to Partner</DialogTitle>
              <DialogDescription>
                Tell us about your organisation; our partnerships team replies within 24 hours.
              </DialogDescription>
            </div>
            <form noValidate onSubmit={onSubmit} aria-label="Partner application" className="grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Partner type" error={e.partnerType?.message} required>
                  {(p) => (
                    <select {...p} className={nativeSelectClass} {...register('partnerType')}>
                      <option value="">Select a partner type</option>
                      {PARTNER_TYPES.map((t) => (
                        <option key={t.value} value={t.value}>
                          {t.label}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                <CompanyField
                  register={register}
                  name="organization"
                  label="Organization"
                  error={e.organization?.message}
                  required
                />
                <NameField
                  register={register}
                  name="contactName"
                  label="Contact name"
                  error={e.contactName?.message}
                  required
                />
                <EmailField register={register} name="email" error={e.email?.message} required />
                <PhoneField register={register} name="phone" label="Phone (optional)" error={e.phone?.message} />
                <FormField label="City" error={e.city?.message} required>
                  {(p) => <Input {...p} autoComplete="address-level2" {...register('city')} />}
                </FormField>
              </div>
              <FormField
                label="Message"
                error={e.message?.message}
                required
                hint="What you offer, and how you'd like to work with us."
              >
                {(p) => <textarea {...p} rows={4} className={textareaClass} {...register('message')} />}
              </FormField>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="outline" onClick={() => setOpen(false)} disabled={submitting}>
                  Cancel
                </Button>
                <Button type="submit" disabled={submitting}>
                  {submitting ? 'Submitting...' : 'Submit Application'}
                </Button>
              </div>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
