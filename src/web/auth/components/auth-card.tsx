import type { ReactNode } from 'react'

/** The centred card every account page sits in (log in, sign up, password reset). */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="bg-ivory-100 px-4 py-12 sm:py-20">
      <title>{`${title} · Bountiful`}</title>
      <div className="mx-auto grid w-full max-w-md gap-6 rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8">
        <div className="grid gap-2 text-center">
          <h1 className="font-display text-3xl font-semibold text-ink-900">{title}</h1>
          {description && <div className="text-sm text-ink-600">{description}</div>}
        </div>
        {children}
        {footer && <div className="border-t border-ivory-200 pt-5 text-center text-sm text-ink-600">{footer}</div>}
      </div>
    </div>
  )
}
