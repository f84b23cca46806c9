// sharp (and libvips, ~20 MB of resident memory) is loaded by the first photo that needs it, not at
// start: a server that only serves pages and cached variants never pays for it.
import type { Sharp, SharpOptions } from 'sharp'

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp

export async function loadSharp(): Promise<SharpFactory> {
  return (await import('sharp')).default
}
