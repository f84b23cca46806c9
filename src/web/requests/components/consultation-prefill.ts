/** What a trigger may fill in before the planner types: name, email, event description, date. */
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
  /** Asked about one venue: the server applies its notice, blackouts and capacity. */
  venueId?: number
  venueName?: string
}
