// A local stand-in for the few Stripe endpoints Bountiful uses, so tests run the
// official SDK (pointed here with its host/port/protocol options) without reaching Stripe:
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire,
//   POST /v1/refunds.
// Requests are form-encoded as the SDK sends them and validated as Stripe does (missing, unknown
// and malformed parameters answer Stripe's error object); `Idempotency-Key` replays the first
// answer, and the same key with other parameters is Stripe's idempotency_error. A test "pays" a
// session with completeSession(), which answers (and, with a webhookUrl, delivers) a
// checkout.session.completed event signed by the SDK's own generateTestHeaderString. The session's
// `url` is a page here whose button does the same and redirects to the success URL (browser tests).
// failNext() makes the next calls of a route answer Stripe's 500 api_error (an outage).
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Params = { [key: string]: string | Params | Params[] | string[] }
type StripeObject = Record<string, unknown>

export type WebhookDelivery = { payload: string; signature: string; event: StripeObject }

export type StripeLocalServer = {
  /** http://127.0.0.1:port */
  url: string
  port: number
  secretKey: string
  webhookSecret: string
  /** An SDK client talking to this server (what the app makes from its config). */
  client(): Stripe
  sessions: Map<string, StripeObject>
  refunds: Map<string, StripeObject>
  /** Marks the session paid and returns the signed checkout.session.completed delivery (POSTed to webhookUrl when set). */
  completeSession(id: string): Promise<WebhookDelivery>
  /** The next `times` calls of `route` (e.g. 'POST /v1/refunds') answer 500 api_error, as in an outage. */
  failNext(route: string, times?: number): void
  /** Signs any payload with the webhook secret, as Stripe would (for replays and forged bodies). */
  sign(payload: string, secret?: string, timestamp?: number): string
  close(): Promise<void>
}

export const STRIPE_TEST_SECRET_KEY = 'sk_test_bountiful_local'
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_bountiful_local'

const id = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('base64url')}`
const now = () => Math.floor(Date.now() / 1000)

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) back into objects and arrays. */
export function parseStripeForm(body: string): Params {
  const root: Params = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value
        return
      }
      node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {}
      node = node[part] as Record<string, unknown>
    })
  }
  return root
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message)
  }
}

const missing = (param: string) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    message: `Missing required param: ${param}.`,
    param,
  })
const invalid = (param: string, message: string, code = 'parameter_invalid') =>
  new StripeError(400, { type: 'invalid_request_error', code, message, param })

function integerParam(value: unknown, param: string, { min = 0 } = {}): number {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw invalid(param, `Invalid integer: ${String(value)}`, 'parameter_invalid_integer')
  const n = Number(value)
  if (n < min) throw invalid(param, `This value must be greater than or equal to ${min}.`)
  return n
}

function checkUnknown(params: Params, known: string[], prefix = '') {
  for (const key of Object.keys(params)) {
    if (!known.includes(key))
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        message: `Received unknown parameter: ${prefix}${key}`,
        param: `${prefix}${key}`,
      })
  }
}

function checkUrl(value: unknown, param: string) {
  if (value === undefined) return
  if (typeof value !== 'string' || !URL.canParse(value.replace('{CHECKOUT_SESSION_ID}', 'x')))
    throw invalid(param, 'Not a valid URL', 'url_invalid')
}

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'success_url',
  'cancel_url',
  'client_reference_id',
  'customer_email',
  'metadata',
  'payment_intent_data',
  'payment_method_types',
  'expires_at',
  'locale',
  'ui_mode',
  'currency',
  'expand',
]

function createSession(params: Params, baseUrl: string): StripeObject {
  checkUnknown(params, SESSION_PARAMS)
  const mode = (params.mode as string | undefined) ?? 'payment'
  if (!['payment', 'setup', 'subscription'].includes(mode))
    throw invalid('mode', `Invalid mode: must be one of payment, setup, or subscription`)
  if (mode !== 'payment') throw invalid('mode', 'This local server supports only mode=payment')
  checkUrl(params.success_url, 'success_url')
  checkUrl(params.cancel_url, 'cancel_url')
  const items = params.line_items
  if (!Array.isArray(items) || items.length === 0) throw missing('line_items')
  let total = 0
  let currency: string | undefined
  items.forEach((raw, i) => {
    const item = raw as Params
    const at = `line_items[${i}]`
    checkUnknown(item, ['price', 'price_data', 'quantity'], `${at}[`)
    if (item.price) throw invalid(`${at}[price]`, `No such price: '${String(item.price)}'`, 'resource_missing')
    const data = item.price_data as Params | undefined
    if (!data) throw missing(`${at}[price_data]`)
    if (!data.currency) throw missing(`${at}[price_data][currency]`)
    if (typeof data.currency !== 'string' || !/^[a-z]{3}$/.test(data.currency))
      throw invalid(`${at}[price_data][currency]`, `Invalid currency: ${String(data.currency)}`)
    if (currency && currency !== data.currency)
      throw invalid(`${at}[price_data][currency]`, 'All line items must use the same currency')
    currency = data.currency
    const product = data.product_data as Params | undefined
    if (!product && !data.product) throw missing(`${at}[price_data][product_data]`)
    if (product && !product.name) throw missing(`${at}[price_data][product_data][name]`)
    if (data.unit_amount === undefined) throw missing(`${at}[price_data][unit_amount]`)
    const unit = integerParam(data.unit_amount, `${at}[price_data][unit_amount]`)
    if (item.quantity === undefined) throw missing(`${at}[quantity]`)
    const quantity = integerParam(item.quantity, `${at}[quantity]`, { min: 1 })
    total += unit * quantity
  })
  if (total < 50)
    throw invalid(
      'line_items',
      "The Checkout Session's total amount due must add up to at least $0.50 usd",
      'amount_too_small',
    )
  const sessionId = id('cs')
  return {
    id: sessionId,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    created: now(),
    currency,
    customer: null,
    customer_email: params.customer_email ?? null,
    expires_at: now() + 24 * 3600,
    livemode: false,
    metadata: params.metadata ?? {},
    mode,
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: params.success_url ?? null,
    ui_mode: 'hosted',
    url: `${baseUrl}/checkout/${sessionId}`,
  }
}

function createRefund(params: Params, sessions: Map<string, StripeObject>, refunds: Map<string, StripeObject>) {
  checkUnknown(params, ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'])
  if (params.charge) throw invalid('charge', `No such charge: '${String(params.charge)}'`, 'resource_missing')
  if (!params.payment_intent)
    throw new StripeError(400, {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      message: 'One of the following params should be provided for this request: payment_intent or charge.',
    })
  const session = [...sessions.values()].find((s) => s.payment_intent === params.payment_intent)
  if (!session)
    throw invalid('payment_intent', `No such payment_intent: '${String(params.payment_intent)}'`, 'resource_missing')
  const paid = session.amount_total as number
  const refunded = [...refunds.values()]
    .filter((r) => r.payment_intent === params.payment_intent)
    .reduce((a, r) => a + (r.amount as number), 0)
  const left = paid - refunded
  if (left === 0)
    throw new StripeError(400, {
      type: 'invalid_request_error',
      code: 'charge_already_refunded',
      message: `Charge for payment_intent ${String(params.payment_intent)} has already been refunded.`,
    })
  const amount = params.amount === undefined ? left : integerParam(params.amount, 'amount', { min: 1 })
  if (amount > left)
    throw invalid(
      'amount',
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      'amount_too_large',
    )
  if (params.reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(params.reason as string))
    throw invalid('reason', `Invalid reason: ${String(params.reason)}`)
  const refund = {
    id: id('re'),
    object: 'refund',
    amount,
    charge: `ch_${String(params.payment_intent).slice(3)}`,
    created: now(),
    currency: session.currency,
    metadata: params.metadata ?? {},
    payment_intent: params.payment_intent,
    reason: params.reason ?? null,
    status: 'succeeded',
  }
  refunds.set(refund.id, refund)
  return refund
}

/** Stripe's expire: only an open session can be expired (a paid or expired one answers 400). */
function expireSession(session: StripeObject | undefined, sessionId: string): StripeObject {
  if (!session) throw noSuchSession(sessionId)
  if (session.status !== 'open')
    throw new StripeError(400, {
      type: 'invalid_request_error',
      message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${String(session.status)}\`.`,
    })
  return Object.assign(session, { status: 'expired' })
}

const noSuchSession = (sessionId: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such checkout.session: '${sessionId}'`,
    param: 'session',
  })

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startStripeLocalServer({
  webhookUrl,
  secretKey = STRIPE_TEST_SECRET_KEY,
  webhookSecret = STRIPE_TEST_WEBHOOK_SECRET,
}: { webhookUrl?: string; secretKey?: string; webhookSecret?: string } = {}): Promise<StripeLocalServer> {
  const sessions = new Map<string, StripeObject>()
  const refunds = new Map<string, StripeObject>()
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>()
  const failures = new Map<string, number>()
  const signer = new Stripe(secretKey)
  let baseUrl = ''

  const sign = (payload: string, secret = webhookSecret, timestamp?: number) =>
    signer.webhooks.generateTestHeaderString({ payload, secret, timestamp })

  async function completeSession(sessionId: string): Promise<WebhookDelivery> {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`No such checkout.session: ${sessionId}`)
    if (session.status !== 'open') throw new Error(`Session ${sessionId} is ${String(session.status)}`)
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') })
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: { ...session } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    }
    const payload = JSON.stringify(event, null, 2)
    const delivery = { payload, signature: sign(payload), event }
    if (webhookUrl) {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
        body: payload,
      })
      if (!res.ok) throw new Error(`Webhook delivery answered ${res.status}: ${await res.text()}`)
    }
    return delivery
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body)
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers })
      res.end(text)
      return { status, text }
    }
    const auth = req.headers.authorization ?? ''
    if (!auth.startsWith('Bearer '))
      return send(401, {
        error: {
          type: 'invalid_request_error',
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        },
      })
    if (auth.slice(7) !== secretKey)
      return send(401, {
        error: {
          type: 'invalid_request_error',
          code: 'api_key_invalid',
          message: `Invalid API Key provided: ${auth.slice(7, 15)}***`,
        },
      })
    const body = await readBody(req)
    const key = req.headers['idempotency-key']
    const route = `${req.method} ${url.pathname}`
    const fingerprint = crypto.createHash('sha256').update(`${route}\n${body}`).digest('hex')
    if (req.method === 'POST' && typeof key === 'string') {
      const first = idempotency.get(key)
      if (first && first.fingerprint !== fingerprint)
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        })
      if (first) {
        res.writeHead(first.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
        return res.end(first.body)
      }
    }
    let answer: { status: number; text: string }
    try {
      const params = parseStripeForm(body)
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
      const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)
      const failing = failures.get(route) ?? 0
      if (failing > 0) {
        failures.set(route, failing - 1)
        throw new StripeError(500, { type: 'api_error', message: 'An unknown error occurred (local outage).' })
      }
      if (route === 'POST /v1/checkout/sessions') {
        const session = createSession(params, baseUrl)
        sessions.set(session.id as string, session)
        answer = send(200, session)
      } else if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1])
        if (!session) throw noSuchSession(sessionMatch[1])
        answer = send(200, session)
      } else if (req.method === 'POST' && expireMatch) {
        checkUnknown(params, ['expand'])
        answer = send(200, expireSession(sessions.get(expireMatch[1]), expireMatch[1]))
      } else if (route === 'POST /v1/refunds') {
        answer = send(200, createRefund(params, sessions, refunds))
      } else {
        throw new StripeError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
        })
      }
    } catch (e) {
      if (!(e instanceof StripeError)) throw e
      answer = send(e.status, {
        error: { ...e.body, doc_url: `https://stripe.com/docs/error-codes/${e.body.code ?? ''}` },
      })
    }
    // Stripe keeps the answer of a key (errors from validation are not stored, so a fixed retry works).
    if (req.method === 'POST' && typeof key === 'string' && answer.status < 400)
      idempotency.set(key, { fingerprint, status: answer.status, body: answer.text })
  }

  // The hosted page: a button that pays, then back to the success URL, as Checkout does.
  async function hosted(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const [, , sessionId, action] = url.pathname.split('/')
    const session = sessions.get(sessionId)
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('No such checkout session')
    }
    if (req.method === 'POST' && action === 'pay') {
      await completeSession(sessionId)
      const to = String(session.success_url ?? baseUrl).replace('{CHECKOUT_SESSION_ID}', sessionId)
      res.writeHead(303, { location: to })
      return res.end()
    }
    const amount = `$${((session.amount_total as number) / 100).toFixed(2)}`
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><html lang="en"><head><title>Test checkout</title></head><body><main>` +
        `<h1>Test checkout</h1><p>Amount due: ${amount}</p>` +
        `<form method="post" action="/checkout/${sessionId}/pay"><button type="submit">Pay ${amount}</button></form>` +
        `</main></body></html>`,
    )
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const handler = url.pathname.startsWith('/checkout/') ? hosted : api
    handler(req, res, url).catch((e: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(e) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  baseUrl = `http://127.0.0.1:${port}`

  return {
    url: baseUrl,
    port,
    secretKey,
    webhookSecret,
    client: () => new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }),
    sessions,
    refunds,
    completeSession,
    failNext: (route: string, times = 1) => failures.set(route, times),
    sign,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((e) => (e ? reject(e) : resolve()))
      }),
  }
}
