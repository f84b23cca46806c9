// Google and Apple buttons (docs/decisions/0004-web-session.md): shown only when /api/config names a client id;
// the provider's SDK is loaded then, its ID token verified by our API (POST /api/auth/{provider}).
import { useEffect, useRef, useState } from 'react'
import { socialMessages, type SocialProvider } from '~/domain/auth/social-sign-in'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { usePublicConfig } from '~/web/lib/use-public-config'
import { useSocialSignIn } from '../api/social-sign-in'
import { loadScript } from '../lib/load-script'
import { useCompleteSignIn } from '../lib/use-complete-sign-in'

const GOOGLE_SDK = 'https://accounts.google.com/gsi/client'
const APPLE_SDK = 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'

type Mode = 'login' | 'signup'

type GoogleId = {
  initialize: (options: {
    client_id: string
    callback: (r: { credential?: string }) => void
    ux_mode?: 'popup'
  }) => void
  renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void
}
type AppleId = {
  auth: {
    init: (options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }) => void
    signIn: () => Promise<{
      authorization: { id_token: string }
      user?: { name?: { firstName?: string; lastName?: string } }
    }>
  }
}
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } }
    AppleID?: AppleId
  }
}

export function SocialSignIn({ mode, rememberMe = false }: { mode: Mode; rememberMe?: boolean }) {
  const { data: config } = usePublicConfig()
  const googleClientId = config?.googleClientId || null
  const appleClientId = config?.appleClientId || null
  if (!googleClientId && !appleClientId) return null
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs tracking-wider text-ink-600 uppercase">
        <span className="h-px flex-1 bg-ivory-300" aria-hidden />
        or
        <span className="h-px flex-1 bg-ivory-300" aria-hidden />
      </div>
      {googleClientId && <GoogleButton clientId={googleClientId} mode={mode} rememberMe={rememberMe} />}
      {appleClientId && <AppleButton clientId={appleClientId} mode={mode} rememberMe={rememberMe} />}
    </div>
  )
}

function useProviderSignIn(provider: SocialProvider, mode: Mode, rememberMe: boolean) {
  const mutation = useSocialSignIn()
  const completeSignIn = useCompleteSignIn()
  const messages = socialMessages(provider)
  const label = provider === 'google' ? 'Google' : 'Apple'
  const failure = mode === 'signup' ? `Failed to sign up with ${label}` : `Failed to log in with ${label}`

  const signIn = async (token: string, name?: { firstName?: string; lastName?: string }) => {
    try {
      const session = await mutation.mutateAsync({ provider, input: { token, rememberMe, ...name } })
      const created = session.created ?? mode === 'signup'
      await completeSignIn(session, { rememberMe, toastTitle: created ? messages.signedUp : messages.loggedIn })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: (isApiError(error) && error.serverMessage) || failure,
      })
    }
  }
  const fail = () => toast({ variant: 'destructive', title: 'Error', description: failure })
  return { signIn, fail, pending: mutation.isPending }
}

function GoogleButton({ clientId, mode, rememberMe }: { clientId: string; mode: Mode; rememberMe: boolean }) {
  const container = useRef<HTMLDivElement>(null)
  const { signIn, fail } = useProviderSignIn('google', mode, rememberMe)
  // The SDK keeps the first callback it is given; this ref always reaches the current one.
  const latest = useRef(signIn)
  useEffect(() => {
    latest.current = signIn
  })
  const [unavailable, setUnavailable] = useState(false)

  useEffect(() => {
    let cancelled = false
    loadScript(GOOGLE_SDK)
      .then(() => {
        const gis = window.google?.accounts.id
        if (cancelled || !gis || !container.current) return
        gis.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => (credential ? void latest.current(credential) : fail()),
        })
        gis.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: mode === 'signup' ? 'signup_with' : 'signin_with',
          width: Math.min(container.current.clientWidth || 320, 400),
        })
      })
      .catch(() => !cancelled && setUnavailable(true))
    return () => {
      cancelled = true
    }
    // `fail` only shows a toast; the button is set up once per client id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientId, mode])

  if (unavailable) {
    return (
      <p className="text-center text-sm text-ink-600" role="status">
        Google sign-in is unavailable right now.
      </p>
    )
  }
  return <div ref={container} className="flex min-h-11 justify-center" data-testid="google-sign-in" />
}

function AppleButton({ clientId, mode, rememberMe }: { clientId: string; mode: Mode; rememberMe: boolean }) {
  const { signIn, fail, pending } = useProviderSignIn('apple', mode, rememberMe)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let cancelled = false
    loadScript(APPLE_SDK)
      .then(() => {
        if (cancelled || !window.AppleID) return
        window.AppleID.auth.init({
          clientId,
          scope: 'name email',
          redirectURI: `${window.location.origin}/login`,
          usePopup: true,
        })
        setReady(true)
      })
      .catch(() => undefined)
    return () => {
      cancelled = true
    }
  }, [clientId])

  const onClick = async () => {
    try {
      const answer = await window.AppleID!.auth.signIn()
      await signIn(answer.authorization.id_token, answer.user?.name)
    } catch (error) {
      // Closing Apple's pop-up is not a failure worth a toast.
      if ((error as { error?: string } | null)?.error === 'popup_closed_by_user') return
      fail()
    }
  }

  return (
    <Button variant="dark" size="lg" className="w-full" disabled={!ready || pending} onClick={onClick}>
      <svg viewBox="0 0 16 16" aria-hidden fill="currentColor">
        <path d="M11.18 8.5c-.02-1.63 1.33-2.42 1.39-2.45-.76-1.11-1.94-1.26-2.36-1.28-1-.1-1.96.59-2.47.59-.51 0-1.29-.58-2.13-.56-1.09.02-2.1.64-2.66 1.61-1.14 1.97-.29 4.88.82 6.48.54.78 1.19 1.66 2.03 1.63.82-.03 1.13-.53 2.12-.53.99 0 1.27.53 2.13.51.88-.01 1.44-.8 1.98-1.58.62-.9.88-1.78.89-1.83-.02-.01-1.71-.66-1.74-2.59ZM9.57 3.72c.45-.55.75-1.3.67-2.06-.65.03-1.43.43-1.9.98-.41.48-.78 1.25-.68 1.99.72.06 1.46-.37 1.91-.91Z" />
      </svg>
      {mode === 'signup' ? 'Sign up with Apple' : 'Sign in with Apple'}
    </Button>
  )
}
