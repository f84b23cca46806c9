// The contact a request asks for: name, email, phone (and a company), with the type, autocomplete
// and keyboard each needs. Labels differ from form to form as the design words them; the
// defaults are the booking flow's.
import type { ReactNode } from 'react'
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import { Input } from '~/web/components/ui/input'
import { FormField } from './form-field'

export type ContactFieldProps<T extends FieldValues> = {
  register: UseFormRegister<T>
  name: Path<T>
  label?: ReactNode
  error?: string
  required?: boolean
  hint?: ReactNode
  className?: string
  /** 'off' for someone else's details (a guest), or a finer token ('given-name'). */
  autoComplete?: string
}

// Each field registers itself while it renders: react-hook-form focuses the first invalid field
// in registration order, so that order must stay the order on screen.

export function NameField<T extends FieldValues>({
  register,
  name,
  autoComplete = 'name',
  label = 'Full Name',
  ...field
}: ContactFieldProps<T>) {
  return (
    <FormField label={label} {...field}>
      {(p) => <Input {...p} autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  )
}

export function EmailField<T extends FieldValues>({
  register,
  name,
  autoComplete = 'email',
  label = 'Email',
  ...field
}: ContactFieldProps<T>) {
  return (
    <FormField label={label} {...field}>
      {(p) => <Input {...p} type="email" inputMode="email" autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  )
}

export function PhoneField<T extends FieldValues>({
  register,
  name,
  autoComplete = 'tel',
  label = 'Phone',
  ...field
}: ContactFieldProps<T>) {
  return (
    <FormField label={label} {...field}>
      {(p) => <Input {...p} type="tel" autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  )
}

export function CompanyField<T extends FieldValues>({
  register,
  name,
  autoComplete = 'organization',
  label = 'Company Name (optional)',
  ...field
}: ContactFieldProps<T>) {
  return (
    <FormField label={label} {...field}>
      {(p) => <Input {...p} autoComplete={autoComplete} {...register(name)} />}
    </FormField>
  )
}

type ContactValues = { name?: unknown; email?: unknown; phone?: unknown }

/**
 * Name, email and phone of a form whose fields are called so, side by side in the caller's grid.
 * Name and email are required; the phone is unless `phone="optional"`.
 */
export function ContactFields<T extends FieldValues & ContactValues>({
  register,
  errors,
  labels = {},
  phone = 'required',
}: {
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  labels?: { name?: ReactNode; email?: ReactNode; phone?: ReactNode }
  phone?: 'required' | 'optional'
}) {
  const field = (name: 'name' | 'email' | 'phone') => ({
    register,
    name: name as Path<T>,
    error: errors[name]?.message as string | undefined,
  })
  return (
    <>
      <NameField {...field('name')} label={labels.name} required />
      <EmailField {...field('email')} label={labels.email} required />
      <PhoneField
        {...field('phone')}
        label={labels.phone ?? (phone === 'optional' ? 'Phone (optional)' : undefined)}
        required={phone === 'required'}
      />
    </>
  )
}
