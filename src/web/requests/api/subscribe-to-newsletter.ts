import { useMutation } from '@tanstack/react-query'
import type { NewsletterSubscribed, NewsletterSubscriptionInput } from '~/domain/requests/newsletter'
import { postRequest } from '~/web/requests/lib/post-request'
import { requestApiPaths } from '~/web/requests/lib/request-paths'

export const subscribeToNewsletter = ({
  data,
  idempotencyKey,
}: {
  data: NewsletterSubscriptionInput
  idempotencyKey: string
}) => postRequest<NewsletterSubscribed>(requestApiPaths.newsletterSubscriptions(), data, idempotencyKey)

export const useSubscribeToNewsletter = () => useMutation({ mutationFn: subscribeToNewsletter })
