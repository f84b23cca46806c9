import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as eyeIcon from 'lucide-react/icons/eye'
import * as eyeOffIcon from 'lucide-react/icons/eye-off'
import { useState, type ComponentProps } from 'react'
import { Input } from '~/web/components/ui/input'

const Eye = lucideIcon(eyeIcon)
const EyeOff = lucideIcon(eyeOffIcon)

/** A password box with a show/hide toggle (typing a new password blind is how typos get in). */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-1 my-auto inline-flex size-9 items-center justify-center rounded-full text-ink-600 hover:bg-ivory-200 focus-visible:outline-2 focus-visible:outline-terracotta-600"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  )
}
