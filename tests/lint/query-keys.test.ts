// Query keys name the data, not the session: eslint.config.js's bountiful/no-session-token-in-query-key
// fires on each way the token reached a key before (a variable from useSessionToken() in a key or
// a key factory's arguments, a session's `.token`, the getter called in place), and a link's token,
// which names the data it opens, passes. Probes are linted as text at a path inside src/web.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const RULE = 'bountiful/no-session-token-in-query-key'

// The first lint loads the parser and the import resolver: seconds, more on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js'), ignore: false })
})

async function tokenErrors(code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/web/staff/api/probe.ts') })
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.line)
}

const imports = `import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getSessionToken, useSessionToken } from '~/web/lib/session-store'
import { useSession } from '~/web/lib/get-user'
import { staffKeys } from '../staff-paths'
`

describe('no session token in a query key (bountiful/no-session-token-in-query-key)', () => {
  it('reports the token in a key, a key factory, and the key given to the cache', async () => {
    const lines = await tokenErrors(
      `${imports}export function useProbe(id: number) {
  const token = useSessionToken()
  const session = useSession()
  const queryClient = useQueryClient()
  queryClient.setQueryData(['staff', getSessionToken(), id], 1)
  void queryClient.invalidateQueries({ queryKey: [session.token, id] })
  return useQuery({ queryKey: staffKeys.request(token as unknown as number), queryFn: () => id })
}
`,
    )
    expect(lines).toEqual([9, 10, 11])
  })

  it("passes keys of the data alone, a link's token, and the token used beside the key", async () => {
    const lines = await tokenErrors(
      `${imports}export function useProbe(id: number, token: string) {
  const session = useSessionToken()
  return useQuery({ queryKey: ['vote', token, ...staffKeys.request(id)], queryFn: () => id, enabled: Boolean(session) })
}
`,
    )
    expect(lines).toEqual([])
  })
})
