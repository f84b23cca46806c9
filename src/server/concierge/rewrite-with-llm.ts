// Optional: a language model restyles Callie's built-in summary. The app never depends on it: no
// endpoint configured, an error, a slow answer (3 s) or an answer that drops the facts all mean the
// built-in text is used unchanged.
import type { Config } from '../config'

export const LLM_TIMEOUT_MS = 3000
export const DEFAULT_LLM_MODEL = 'gpt-4o-mini'
const MAX_REWRITE_CHARS = 1200

const SYSTEM_PROMPT = [
  'You are Callie, a warm and concise concierge for group dinners.',
  'Rewrite the message you are given in at most three sentences, in a friendly, professional voice.',
  'Keep every venue name, number, date and price exactly as written. Do not add venues, facts or promises.',
  'Answer with the rewritten message only.',
].join(' ')

type Logger = { warn(obj: unknown, msg?: string): void }

export async function rewriteWithLlm({
  text,
  mustKeep = [],
  config,
  fetchImpl = fetch,
  timeoutMs = LLM_TIMEOUT_MS,
  log,
}: {
  text: string
  /** Phrases the rewrite must still contain (the top venue's name); otherwise it is discarded. */
  mustKeep?: string[]
  config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>
  fetchImpl?: typeof fetch
  timeoutMs?: number
  log?: Logger
}): Promise<string> {
  if (!config.LLM_BASE_URL) return text
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const res = await fetchImpl(`${config.LLM_BASE_URL.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      signal: controller.signal,
      headers: {
        'content-type': 'application/json',
        ...(config.LLM_API_KEY ? { authorization: `Bearer ${config.LLM_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        model: config.LLM_MODEL ?? DEFAULT_LLM_MODEL,
        temperature: 0.4,
        max_tokens: 300,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: text },
        ],
      }),
    })
    if (!res.ok) throw new Error(`language model answered ${res.status}`)
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] }
    const content = body.choices?.[0]?.message?.content
    const rewritten = typeof content === 'string' ? content.trim() : ''
    if (!rewritten || rewritten.length > MAX_REWRITE_CHARS) throw new Error('language model gave no usable text')
    if (mustKeep.some((p) => !rewritten.includes(p))) throw new Error('language model dropped a fact')
    return rewritten
  } catch (err) {
    log?.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'concierge rewrite skipped; using the built-in text',
    )
    return text
  } finally {
    clearTimeout(timer)
  }
}
