import { Slider as SliderPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '~/web/lib/cn'

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & { thumbLabels?: string[] }

export function Slider({ className, value, defaultValue, thumbLabels = [], ...props }: SliderProps) {
  const count = (value ?? defaultValue ?? [0]).length
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      value={value}
      defaultValue={defaultValue}
      className={cn(
        'relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-ivory-300">
        <SliderPrimitive.Range className="absolute h-full bg-terracotta-500" />
      </SliderPrimitive.Track>
      {Array.from({ length: count }, (_, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={thumbLabels[i]}
          className="block size-5 rounded-full border-2 border-terracotta-600 bg-white shadow transition-shadow hover:ring-4 hover:ring-terracotta-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600"
        />
      ))}
    </SliderPrimitive.Root>
  )
}
