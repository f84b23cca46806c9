// The native controls a form uses beside <Input>, styled like it.

export const textareaClass =
  'flex w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-400 hover:border-ink-300 focus-visible:border-terracotta-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-terracotta-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm'

export const nativeSelectClass =
  'h-11 w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 text-base text-ink-900 shadow-xs hover:border-ink-300 focus-visible:border-terracotta-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-terracotta-600 disabled:opacity-60 aria-invalid:border-destructive md:text-sm'
