// Starting a card payment: the server answers Stripe Checkout's page and the browser goes there;
// a refusal (nothing left to pay, the service down) is said in a toast.
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'

export const toCheckout = {
  onSuccess: ({ url }: { url: string }) => window.location.assign(url),
  onError: (error: unknown) =>
    toast({
      variant: 'destructive',
      title: 'The payment could not start',
      description: isApiError(error) ? (error.serverMessage ?? error.message) : 'Please try again.',
    }),
}
