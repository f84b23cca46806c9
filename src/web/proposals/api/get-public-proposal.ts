// GET /api/proposals/:token: the planner's proposal, read from the emailed link (no account needed).
import { useQuery } from '@tanstack/react-query'
import type { PublicProposal } from '~/domain/bookings/public-proposal-api'
import { api } from '~/web/lib/api'
import { proposalApiPaths, proposalKeys } from '../proposal-paths'

export const getPublicProposal = (token: string) => api.get<PublicProposal>(proposalApiPaths.publicProposal(token))

export const usePublicProposal = (token: string) =>
  useQuery({ queryKey: proposalKeys.publicProposal(token), queryFn: () => getPublicProposal(token) })
