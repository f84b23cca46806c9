// Every operation of the OpenAPI document states its contract: a JSON schema for its success answer
// and, where it takes one, for its request body. The schemas come from src/domain, so the web and
// the server read the same contract (docs/architecture.md, "Contracts").
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../setup/test-app'

type Content = Record<string, { schema?: { type?: string; properties?: unknown; items?: unknown } }>
type OperationDoc = {
  requestBody?: { content?: Content }
  responses?: Record<string, { content?: Content; description?: string }>
}
type OpenApiDoc = { paths: Record<string, Record<string, OperationDoc>> }

let t: TestContext
let operations: [string, OperationDoc][]
beforeAll(async () => {
  t = await createTestApp()
  const doc = t.app.swagger() as OpenApiDoc
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): [string, OperationDoc] => [`${method.toUpperCase()} ${path}`, op]),
  )
})
afterAll(() => t.close())

const isSchema = (s: unknown) => typeof s === 'object' && s !== null && Object.keys(s).length > 0

describe('the OpenAPI document', () => {
  it('declares a JSON schema for every success answer (a redirect included)', () => {
    expect(operations.length).toBeGreaterThan(50)
    const missing = operations
      .filter(([, op]) => {
        // A link that lands on a page of the web app succeeds with a redirect (3xx), declared too.
        const success = Object.entries(op.responses ?? {}).filter(([status]) => /^[23]\d\d$/.test(status))
        if (success.length === 0) return true
        return success.some(([status, res]) => status !== '204' && !isSchema(res.content?.['application/json']?.schema))
      })
      .map(([name]) => name)
    expect(missing).toEqual([])
  })

  it('declares a schema for every request body', () => {
    const missing = operations
      .filter(([, op]) => op.requestBody)
      .filter(([, op]) => !Object.values(op.requestBody!.content ?? {}).some((c) => isSchema(c.schema)))
      .map(([name]) => name)
    expect(missing).toEqual([])
  })
})
