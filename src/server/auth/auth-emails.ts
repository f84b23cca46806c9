// The account emails, queued through the transactional outbox.
import { VERIFICATION_LINK_DAYS } from '~/domain/auth/email-verification'
import type { OutboxMessage } from '../email/outbox'

type Recipient = { email: string; firstName: string }

export const AUTH_EMAIL_TEMPLATES = {
  welcome: 'auth.welcome',
  verifyEmail: 'auth.verify_email',
  accountExists: 'auth.account_exists',
  passwordReset: 'auth.password_reset',
  passwordChanged: 'auth.password_changed',
  signInLink: 'auth.sign_in_link',
} as const

/**
 * Sent when an account is created. With `verifyUrl` (password sign-up) it asks to confirm the
 * address; Google/Apple accounts come verified by the provider and get the plain welcome.
 */
export function welcomeEmail({
  user,
  publicUrl,
  verifyUrl,
}: {
  user: Recipient
  publicUrl: string
  verifyUrl?: string
}): OutboxMessage {
  const intro = [
    'Your Bountiful account is ready. Save the venues you love, keep track of your requests and plan your events from your dashboard.',
    'Callie, your event concierge, is here whenever you want help finding the right room for your group.',
  ]
  return {
    template: AUTH_EMAIL_TEMPLATES.welcome,
    to: user.email,
    subject: 'Welcome to Bountiful',
    parts: verifyUrl
      ? {
          title: `Welcome, ${user.firstName}!`,
          intro: [
            ...intro,
            'Please confirm your email address: once you do, the requests you sent and the events planned with this address appear in your account.',
          ],
          action: { label: 'Confirm your email', url: verifyUrl },
          outro: [
            `This link works once and expires in ${VERIFICATION_LINK_DAYS} days. You can log in at ${publicUrl}/login.`,
            'If you didn’t create this account, don’t click the link: without it, nothing is shared with whoever did.',
          ],
        }
      : {
          title: `Welcome, ${user.firstName}!`,
          intro,
          action: { label: 'Log in', url: `${publicUrl}/login` },
        },
  }
}

/** A new verification link asked for from the account (POST /api/auth/resend-verification). */
export function verifyEmailEmail({ user, verifyUrl }: { user: Recipient; verifyUrl: string }): OutboxMessage {
  return {
    template: AUTH_EMAIL_TEMPLATES.verifyEmail,
    to: user.email,
    subject: 'Confirm your email for Bountiful',
    parts: {
      title: 'Confirm your email',
      intro: [`Hi ${user.firstName}, please confirm that this is the email address of your Bountiful account.`],
      action: { label: 'Confirm your email', url: verifyUrl },
      outro: [
        `This link works once and expires in ${VERIFICATION_LINK_DAYS} days.`,
        'If you didn’t ask for this, don’t click the link: without it, nothing is shared with the account.',
      ],
    },
  }
}

/** Sent instead of a second account when someone signs up with an email that has one. */
export function accountExistsEmail({ user, publicUrl }: { user: Recipient; publicUrl: string }): OutboxMessage {
  return {
    template: AUTH_EMAIL_TEMPLATES.accountExists,
    to: user.email,
    subject: 'You already have a Bountiful account',
    parts: {
      title: 'You already have an account',
      intro: [
        `Hi ${user.firstName}, someone (hopefully you) just tried to sign up for Bountiful with this email address, which already has an account.`,
        'You can log in as usual. If you have forgotten your password, you can reset it from the log-in page.',
      ],
      action: { label: 'Reset your password', url: `${publicUrl}/forgot-password` },
      outro: ['If this wasn’t you, you can ignore this email: nothing has changed.'],
    },
  }
}

export function passwordResetEmail({ user, resetUrl }: { user: Recipient; resetUrl: string }): OutboxMessage {
  return {
    template: AUTH_EMAIL_TEMPLATES.passwordReset,
    to: user.email,
    subject: 'Reset your Bountiful password',
    parts: {
      title: 'Reset your password',
      intro: [`Hi ${user.firstName}, we received a request to reset the password of your Bountiful account.`],
      action: { label: 'Choose a new password', url: resetUrl },
      outro: [
        'This link works once and expires in 1 hour.',
        'If you didn’t ask for this, you can ignore this email: your password stays the same.',
      ],
    },
  }
}

export function passwordChangedEmail({ user, publicUrl }: { user: Recipient; publicUrl: string }): OutboxMessage {
  return {
    template: AUTH_EMAIL_TEMPLATES.passwordChanged,
    to: user.email,
    subject: 'Your Bountiful password was changed',
    parts: {
      title: 'Your password was changed',
      intro: [
        `Hi ${user.firstName}, the password of your Bountiful account was just reset, and every device signed in to it was logged out.`,
        'If this wasn’t you, reset your password again right away and let us know.',
      ],
      action: { label: 'Log in', url: `${publicUrl}/login` },
    },
  }
}
