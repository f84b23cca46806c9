// The greeting's "Fill it in yourself" tab: the brief form, empty. Its own chunk (loaded when the
// tab is opened), so that the greeting hydrates without the form library, the date picker and zod.
import { useState } from 'react'
import { emptyBrief, type BriefPatch, type CallieBrief } from '~/domain/concierge/callie-brief'
import { FillItIn } from './fill-it-in'

type Props = {
  busy: boolean
  onPatch: (patch: BriefPatch) => void
  onLargeGroup: (brief: CallieBrief, notes: string) => void
}

export function EmptyBriefForm({ busy, onPatch, onLargeGroup }: Props) {
  const [brief] = useState(emptyBrief)
  return (
    <FillItIn
      brief={brief}
      busy={busy}
      focus={null}
      onPatch={onPatch}
      onLargeGroup={(notes) => onLargeGroup(brief, notes)}
    />
  )
}
