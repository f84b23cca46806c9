// The concierge's reply templates: a starting text staff edit before sending. Placeholders
// are {firstName}, {reference}, {venue}, {date}, {guests}; a template filled for a request replaces
// the ones the request knows and leaves the others visible for staff to complete.

export const REPLY_TEMPLATE_IDS = ['more_details', 'proposal', 'confirmed', 'declined'] as const
export type ReplyTemplateId = (typeof REPLY_TEMPLATE_IDS)[number]

export type ReplyTemplate = { id: ReplyTemplateId; label: string; subject: string; body: string }

export const REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    id: 'more_details',
    label: 'More details needed',
    subject: 'A few more details for your request ({reference})',
    body: [
      'Hi {firstName},',
      'Thank you for your request ({reference}). To find the right room for your group of {guests} we need a few more details:',
      '- Your budget per person, including drinks\n- Any flexibility on the date ({date})\n- Anything the venue should know (dietary needs, accessibility, A/V)',
      'Just reply to this email and we will take it from there.',
      'Callie and the Bountiful concierge team',
    ].join('\n\n'),
  },
  {
    id: 'proposal',
    label: 'Proposal',
    subject: 'Your proposal for {venue} ({reference})',
    body: [
      'Hi {firstName},',
      'Good news: {venue} can host your group of {guests} on {date}. We have put together a proposal with the menu price, service, tax and the all-in total per guest.',
      'Have a look and accept or decline it from the link in our proposal email. Questions? Just reply.',
      'Callie and the Bountiful concierge team',
    ].join('\n\n'),
  },
  {
    id: 'confirmed',
    label: 'Confirmed',
    subject: 'Your booking at {venue} is confirmed ({reference})',
    body: [
      'Hi {firstName},',
      'Your event at {venue} on {date} for {guests} guests is confirmed. You will find it on your Bountiful dashboard, where you can invite co-hosts, share tasks and manage the guest list.',
      'We will be in touch before the day. Questions? Just reply.',
      'Callie and the Bountiful concierge team',
    ].join('\n\n'),
  },
  {
    id: 'declined',
    label: 'Declined',
    subject: 'About your request ({reference})',
    body: [
      'Hi {firstName},',
      'Thank you for thinking of Bountiful. Unfortunately we cannot arrange {venue} on {date} for your group of {guests}.',
      'If your date is flexible, or you would like us to suggest other venues, just reply and we will gladly help.',
      'Callie and the Bountiful concierge team',
    ].join('\n\n'),
  },
]

export type TemplateValues = Partial<
  Record<'firstName' | 'reference' | 'venue' | 'date' | 'guests', string | number | null | undefined>
>

export function fillPlaceholders(text: string, values: TemplateValues): string {
  return text.replace(/\{(firstName|reference|venue|date|guests)\}/g, (whole, key: keyof TemplateValues) => {
    const v = values[key]
    return v === null || v === undefined || String(v).trim() === '' ? whole : String(v)
  })
}

export function fillReplyTemplates(values: TemplateValues): ReplyTemplate[] {
  return REPLY_TEMPLATES.map((t) => ({
    ...t,
    subject: fillPlaceholders(t.subject, values),
    body: fillPlaceholders(t.body, values),
  }))
}
