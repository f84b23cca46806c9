// What a first start is doing while it is silent: a step (creating the embedded database, migrating,
// seeding venues, building the place index) that is still running after a second gets one line, so
// the person who ran `npm start` sees progress instead of nothing for several seconds.
export const STEP_NOTICE_MS = 1_000

export async function startupStep<T>(
  label: string,
  work: () => Promise<T>,
  { print = console.log, noticeMs = STEP_NOTICE_MS }: { print?: (line: string) => void; noticeMs?: number } = {},
): Promise<T> {
  const started = performance.now()
  let told = false
  const tell = () => {
    told = true
    print(`${label}…`)
  }
  const timer = setTimeout(tell, noticeMs)
  try {
    return await work()
  } finally {
    clearTimeout(timer)
    // A step that kept the event loop busy to its end never let the timer run: said afterwards.
    if (!told && performance.now() - started >= noticeMs) tell()
  }
}
