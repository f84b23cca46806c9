// The longest message to Callie: the composer's limit in the browser and the contract's
// (./conversation-api.ts). Apart from the contract so that the composer loads no zod.
export const CALLIE_TEXT_MAX = 2000
