// "Fill it in yourself": the same brief as a form. It follows what was said in the conversation,
// and what the planner changes here is sent to Callie as an edit of the brief (a turn she answers).
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { BriefPatch, BriefSlot, CallieBrief } from '~/domain/concierge/callie-brief'
import { MAX_GUESTS } from '~/domain/guests'
import { toast } from '~/web/lib/use-toast'
import {
  briefToFormValues,
  FIELD_OF_SLOT,
  formValuesToPatch,
  type PreferencesFormValues,
} from '../../lib/brief-form-values'
import { PreferencesForm } from '../preferences-form'

type Props = {
  brief: CallieBrief
  busy: boolean
  /** The field a chip's "Edit" asked for, focused when the form shows (n: each press anew). */
  focus: { slot: BriefSlot; n: number } | null
  onPatch: (patch: BriefPatch) => void
  onLargeGroup: (notes: string) => void
}

export function FillItIn({ brief, busy, focus, onPatch, onLargeGroup }: Props) {
  const form = useForm<PreferencesFormValues>({ defaultValues: briefToFormValues(brief) })
  const briefKey = JSON.stringify(brief)
  // What the conversation changed shows here too.
  useEffect(() => {
    form.reset(briefToFormValues(JSON.parse(briefKey) as CallieBrief))
  }, [briefKey, form])
  useEffect(() => {
    const field = focus && FIELD_OF_SLOT[focus.slot]
    if (field) form.setFocus(field)
  }, [focus, form])

  const onSubmit = form.handleSubmit((values) => {
    const patch = formValuesToPatch(values, form.formState.dirtyFields)
    if (!patch) {
      toast({ title: 'Nothing changed', description: 'Change a field of your brief, then update it.' })
      return
    }
    onPatch(patch)
  })

  return (
    <section
      aria-labelledby="concierge-preferences-title"
      className="grid gap-5 rounded-(--radius-card) border border-ivory-300 bg-white p-5 shadow-soft sm:p-8"
    >
      <div className="grid gap-1">
        <h2 id="concierge-preferences-title" className="font-display text-2xl font-semibold text-ink-900">
          Your event preferences
        </h2>
        <p className="text-sm text-ink-700">
          The brief Callie is working from. Change anything here and she answers in the conversation.
        </p>
      </div>
      <PreferencesForm
        form={form}
        onSubmit={onSubmit}
        loading={busy}
        onLargeGroup={() => onLargeGroup(`Planning for more than ${MAX_GUESTS} guests`)}
      />
    </section>
  )
}
