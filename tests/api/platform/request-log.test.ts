// The server's request log: one line per answered request, saying what was asked (without the
// secrets of capability links), the answer's status and how long it took.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '~/server/logger'
import { capturedLogs, createTestApp, type TestContext } from '../setup/test-app'

let t: TestContext
const logs = capturedLogs()

beforeAll(async () => {
  // Production's options (its serializers and redaction) writing to the captured stream.
  const production = loggerOptions({ LOG_LEVEL: 'info', NODE_ENV: 'production' })
  t = await createTestApp({}, { logger: { ...(production as object), stream: logs.logger.stream } })
})
afterAll(() => t.close())

describe('request log', () => {
  it('writes one line per request: method, path without secrets, status and time', async () => {
    logs.lines.length = 0
    expect((await t.app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200)
    const res = await t.app.inject({ method: 'GET', url: '/api/newsletter/confirm?token=s3cret-token' })
    const requests = logs.entries().filter((l) => l.req !== undefined || l.res !== undefined)
    expect(requests).toHaveLength(2)
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/ping' },
      res: { statusCode: 200 },
    })
    expect(requests[0].responseTime).toEqual(expect.any(Number))
    expect(requests[1]).toMatchObject({
      req: { method: 'GET', url: '/api/newsletter/confirm?token=[redacted]' },
      res: { statusCode: res.statusCode },
    })
    expect(logs.lines.join('\n')).not.toContain('s3cret-token')
    expect(logs.lines.join('\n')).not.toContain('incoming request')
  })
})
