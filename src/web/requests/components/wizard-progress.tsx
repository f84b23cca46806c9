import { cn } from '~/web/lib/cn'
import { WIZARD_STEPS } from './wizard-steps'

/** The bar and the numbered steps above the wizard's form. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <div className="grid gap-3">
      <div
        role="progressbar"
        aria-label="Booking progress"
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of 4: ${WIZARD_STEPS[step - 1].label}`}
        className="h-1.5 overflow-hidden rounded-full bg-ivory-200"
      >
        <div
          className="h-full rounded-full bg-terracotta-600 transition-all"
          style={{ width: `${(step / 4) * 100}%` }}
        />
      </div>
      <ol className="grid grid-cols-4 gap-2" aria-label="Steps">
        {WIZARD_STEPS.map((s, i) => {
          const n = i + 1
          return (
            <li
              key={s.label}
              aria-current={n === step ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full text-sm font-semibold',
                  n < step && 'bg-terracotta-600 text-white',
                  n === step && 'bg-terracotta-600 text-white ring-4 ring-terracotta-100',
                  n > step && 'bg-ivory-200 text-ink-600',
                )}
              >
                {n}
              </span>
              <span className={cn('text-xs', n === step ? 'font-semibold text-ink-900' : 'text-ink-600')}>
                {s.label}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
