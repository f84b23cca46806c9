// The brief's emails, queued through the outbox in the caller's transaction: the
// planner's copy with the signed comparison link and a group vote's confirmation link (the polite
// decline to the venues not chosen is in proposals/brief-siblings.ts).
import type { Config } from '../config'
import { firstNameOf, type SummaryLine } from '../email/email-parts'
import type { OutboxMessage } from '../email/outbox'
import { promiseWords } from '~/domain/requests/response-time'

export const BRIEF_EMAIL_TEMPLATES = {
  sent: 'brief.sent',
  voteConfirm: 'brief.vote_confirm',
  voteInvite: 'brief.vote_invite',
} as const

/** The comparison page's signed link (the outbox keeps its token private, secret-links.ts). */
export const briefUrl = (publicUrl: string, reference: string, token?: string) =>
  `${publicUrl}/briefs/${reference}${token ? `?token=${token}` : ''}`
export const voteUrl = (publicUrl: string, voteToken: string) => `${publicUrl}/votes/${voteToken}`
/** A guest's own vote link: their RSVP token proves who they are, so the vote counts without a confirmation. */
export const voteRsvpUrl = (publicUrl: string, voteToken: string, rsvpToken: string) =>
  `${voteUrl(publicUrl, voteToken)}?rsvp=${rsvpToken}`
export const voteConfirmUrl = (publicUrl: string, voteToken: string, confirmation: string) =>
  `${voteUrl(publicUrl, voteToken)}?confirm=${confirmation}`

export function briefSentEmail({
  config,
  brief,
  venues,
  summary,
  url,
  answerWithinHours,
}: {
  config: Pick<Config, 'CONCIERGE_EMAIL'>
  brief: { reference: string; name: string; email: string }
  venues: readonly { name: string; reference: string }[]
  summary: readonly SummaryLine[]
  url: string
  /** The slowest venue's response promise: every one of them answers within this many hours. */
  answerWithinHours: number
}): OutboxMessage {
  return {
    template: BRIEF_EMAIL_TEMPLATES.sent,
    to: brief.email,
    subject: `Your brief went to ${venues.length} ${venues.length === 1 ? 'venue' : 'venues'} (${brief.reference})`,
    replyTo: config.CONCIERGE_EMAIL,
    parts: {
      title: 'Your brief is on its way',
      intro: [
        `Hi ${firstNameOf(brief.name)},`,
        `We sent your brief to ${venues.map((v) => v.name).join(', ')}. Each has promised to answer within ${promiseWords(answerWithinHours)}; as their quotes come in, you can compare them side by side, all in, for your group.`,
      ],
      summary: [['Reference', brief.reference], ...summary, ...venues.map((v): SummaryLine => [v.name, v.reference])],
      action: { label: 'Compare the quotes', url },
      outro: [
        'The link above opens your comparison to whoever holds it; please do not forward this email. To let your group vote, use "Share with your group" on that page.',
        `Questions? Reply to this email or write to ${config.CONCIERGE_EMAIL} and quote ${brief.reference}.`,
      ],
    },
  }
}

export function voteConfirmEmail({
  to,
  name,
  organiserFirstName,
  url,
}: {
  to: string
  name: string
  organiserFirstName: string
  url: string
}): OutboxMessage {
  return {
    template: BRIEF_EMAIL_TEMPLATES.voteConfirm,
    to,
    subject: `Confirm your vote for ${organiserFirstName}'s event`,
    parts: {
      title: 'One click to count your vote',
      intro: [
        `Hi ${firstNameOf(name)},`,
        `${organiserFirstName} asked the group where and when to meet. Confirm it's you, and your vote counts.`,
      ],
      action: { label: 'Count my vote', url },
      outro: ['Voting again later replaces your earlier vote. If you did not vote, you can ignore this email.'],
    },
  }
}

export function voteInviteEmail({
  to,
  name,
  organiserFirstName,
  occasion,
  eventName,
  url,
}: {
  to: string
  name: string
  organiserFirstName: string
  /** What the brief is for ("Birthday dinner"). */
  occasion: string
  /** The event whose guest list this came from. */
  eventName: string
  url: string
}): OutboxMessage {
  return {
    template: BRIEF_EMAIL_TEMPLATES.voteInvite,
    to,
    subject: `${organiserFirstName} asks where and when to meet`,
    parts: {
      title: 'Help choose the venue',
      intro: [
        `Hi ${firstNameOf(name)},`,
        `${organiserFirstName} is planning a ${occasion.toLowerCase()} and has a shortlist of venues and dates. Say which suit you: it takes a minute, and the group's choice decides the booking.`,
      ],
      action: { label: 'Vote', url },
      outro: [
        `You get this email as a guest of ${eventName}. The link is yours: it counts your vote as you, so please do not forward it. Voting again replaces your earlier vote.`,
      ],
    },
  }
}
