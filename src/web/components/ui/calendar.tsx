import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ComponentProps } from 'react'
import { DayPicker } from 'react-day-picker'
import { cn } from '~/web/lib/cn'

/** react-day-picker styled for the brand; classNames replace its stylesheet. */
export function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      className={cn('p-1 text-sm', className)}
      classNames={{
        months: 'relative flex flex-col gap-4',
        month: 'flex flex-col gap-3',
        month_caption: 'flex h-9 items-center justify-center font-display text-base font-semibold text-ink-900',
        nav: 'absolute inset-x-0 top-0 flex h-9 items-center justify-between',
        button_previous:
          'inline-flex size-9 items-center justify-center rounded-full text-ink-700 hover:bg-ivory-200 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-terracotta-600',
        button_next:
          'inline-flex size-9 items-center justify-center rounded-full text-ink-700 hover:bg-ivory-200 disabled:opacity-30 focus-visible:outline-2 focus-visible:outline-terracotta-600',
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-center text-xs font-medium text-ink-500',
        week: 'mt-1 flex w-full',
        day: 'size-10 p-0 text-center',
        day_button:
          'inline-flex size-10 items-center justify-center rounded-full text-ink-900 transition-colors hover:bg-terracotta-50 focus-visible:outline-2 focus-visible:outline-terracotta-600 disabled:cursor-not-allowed disabled:hover:bg-transparent',
        selected: '[&>button]:bg-terracotta-600 [&>button]:text-white [&>button]:hover:bg-terracotta-700',
        today: '[&>button]:font-bold [&>button]:underline [&>button]:underline-offset-4',
        outside: '[&>button]:text-ink-400',
        disabled: '[&>button]:text-ink-400 [&>button]:line-through',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeft className="size-4" aria-hidden />
          ) : (
            <ChevronRight className="size-4" aria-hidden />
          ),
      }}
      {...props}
    />
  )
}
