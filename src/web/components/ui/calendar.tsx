import { format } from 'date-fns'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chevronLeftIcon from 'lucide-react/icons/chevron-left'
import * as chevronRightIcon from 'lucide-react/icons/chevron-right'
import type { ComponentProps } from 'react'
import { DayPicker, type DateLib } from 'react-day-picker'
import { cn } from '~/web/lib/cn'

const ChevronLeft = lucideIcon(chevronLeftIcon)
const ChevronRight = lucideIcon(chevronRightIcon)

const formatted = new Map<string, string>()
const MAX_REMEMBERED = 4096

/**
 * date-fns's `format`, its results remembered: a month's grid formats each of its 42 days four or
 * five times (its id, its month's, its number, its label), the same days on every page that shows
 * the same month, and these calls were 7 % of a server-rendered venue page (docs/benchmarks.md,
 * issue 31). The key holds all that the result depends on for the formats a calendar asks.
 */
function rememberedFormat(date: Date, formatStr: string, options?: Parameters<DateLib['format']>[2]): string {
  const o = options ?? {}
  const locale = (o.locale as { code?: string } | undefined)?.code
  // A locale without a code cannot be told from another in the key: its results are not remembered.
  if (o.locale && !locale) return format(date, formatStr, options)
  // A TZDate (DayPicker's timeZone) formats in its own zone: the zone is part of the key.
  const zone = (date as Date & { timeZone?: string }).timeZone
  const key = `${date.getTime()}|${zone}|${formatStr}|${locale}|${o.weekStartsOn}|${o.firstWeekContainsDate}`
  let out = formatted.get(key)
  if (out === undefined) {
    out = format(date, formatStr, options)
    if (formatted.size >= MAX_REMEMBERED) formatted.clear()
    formatted.set(key, out)
  }
  return out
}
/** The same object on every render: DayPicker makes its date library again when it changes. */
const DATE_LIB: Partial<DateLib> = { format: rememberedFormat }

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
      dateLib={DATE_LIB}
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
