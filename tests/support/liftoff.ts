/**
 * V8 flags for test processes that run PGlite for a short while: its WebAssembly compiled by V8's
 * baseline compiler (Liftoff) alone, each function when first called. A spawned server lives for
 * seconds and an API worker opens a fresh database copy per file, so the optimising tier-up that
 * pays off in a long-running server is mostly background compilation that never pays back here.
 * What the database does and answers is the same. docs/benchmarks.md, "Vitest, twelfth session":
 * about 1.2 of a server start's 3.8 CPU-s; a quarter of the API workers' CPU in a sample of files.
 */
export const LIFTOFF_ONLY = ['--liftoff-only', '--wasm-lazy-compilation']
