/** What a trigger may fill in before the planner types (spec: name, email, event description, date). */
export type ConsultationPrefill = {
  name?: string
  email?: string
  /** Goes to 'Vibe / Occasion'. */
  eventDescription?: string
  /** 'yyyy-mm-dd' */
  date?: string
  eventType?: string
  location?: string
  groupSize?: number
  notes?: string
}
