// What other features do when someone signs in, before the app moves on, without auth importing
// them (eslint.config.js fences each feature): main.tsx registers the steps, auth's
// useCompleteSignIn runs them once the session is saved, e.g. favourites merges the visitor's hearts.
import type { QueryClient } from '@tanstack/react-query'

export type SignInStep = (context: { queryClient: QueryClient }) => Promise<void>

// A Set: registering the same step again adds nothing.
const steps = new Set<SignInStep>()

export function addSignInStep(step: SignInStep): void {
  steps.add(step)
}

/** In the order registered; a step that fails does not stop the sign-in (it tries again next time). */
export async function runSignInSteps(context: { queryClient: QueryClient }): Promise<void> {
  for (const step of steps) {
    try {
      await step(context)
    } catch {
      // The step keeps what it could not do for the next sign-in.
    }
  }
}
