// Fetching a venue's external iCalendar URL without letting it reach inside our network: every
// address a host resolves to must be public (checked again on each redirect, followed by hand), the
// connection goes to the address that was checked (no second lookup to rebind), and the answer is
// bounded in time and size. Conditional headers make an unchanged calendar a cheap 304.
import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

const MAX_REDIRECTS = 5

/** Why a fetch failed, in words a venue manager can act on (shown in the portal as is). */
export class CalendarFetchError extends Error {}

export type FetchPolicy = {
  timeoutMs: number
  maxBytes: number
  /** true: any address and plain http (tests); a list: those private addresses only, and http. */
  allowPrivate: true | string[]
}

export type FetchResult =
  { status: 'unchanged' } | { status: 'fetched'; body: string; etag: string | null; lastModified: string | null }

const blocked = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(net, bits, 'ipv6')

/** Whether `address` is private, loopback, link-local or otherwise not on the public internet. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return blocked.check(mapped[1]!, 'ipv4')
  return blocked.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

const allowed = (address: string, policy: FetchPolicy) =>
  policy.allowPrivate === true || policy.allowPrivate.includes(address) || !isPrivateAddress(address)

/** A lookup for http(s).request that resolves every address, refuses the lot if one is private, and pins the first. */
function checkedLookup(policy: FetchPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true }).then(
      (addresses) => {
        const refused = addresses.find((a) => !allowed(a.address, policy))
        if (refused || !addresses.length) {
          callback(
            new CalendarFetchError(
              `The calendar's address (${hostname}) is on a private network, which we do not fetch.`,
            ),
            '',
          )
          return
        }
        const first = addresses[0]!
        if (options.all) callback(null, [first])
        else callback(null, first.address, first.family)
      },
      () => callback(new CalendarFetchError(`The calendar's host (${hostname}) was not found.`), ''),
    )
  }
}

/** One GET, no redirect followed; resolves with the status, headers and body (up to maxBytes). */
function getOnce(
  url: URL,
  headers: Record<string, string>,
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const req = client.get(
      url,
      {
        headers: { 'user-agent': 'Bountiful calendar sync', accept: 'text/calendar, */*;q=0.5', ...headers },
        lookup: checkedLookup(policy),
        signal,
      },
      (res) => {
        const declared = Number(res.headers['content-length'])
        if (declared > policy.maxBytes) {
          res.destroy()
          reject(tooLarge(policy))
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > policy.maxBytes) {
            res.destroy()
            reject(tooLarge(policy))
            return
          }
          chunks.push(chunk)
        })
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
  })
}

const tooLarge = (policy: FetchPolicy) =>
  new CalendarFetchError(`The calendar is larger than ${Math.round(policy.maxBytes / 1000)} kB, which we do not read.`)

/** Checks a URL a manager typed before it is stored: absolute, http(s), no credentials. */
export function calendarUrlProblem(raw: string, policy: Pick<FetchPolicy, 'allowPrivate'>): string | null {
  let url: URL
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, 'https://'))
  } catch {
    return 'Enter the calendar’s full address, starting with https://'
  }
  const httpAllowed = policy.allowPrivate === true || policy.allowPrivate.length > 0
  if (url.protocol !== 'https:' && !(httpAllowed && url.protocol === 'http:'))
    return 'Enter the calendar’s full address, starting with https://'
  if (url.username || url.password) return 'Enter the address without a user name or password in it'
  return null
}

/** The address as we store and fetch it (webcal:// is https://). */
export const normalizeCalendarUrl = (raw: string) => raw.trim().replace(/^webcals?:\/\//i, 'https://')

/** GETs `rawUrl` (conditionally), following up to MAX_REDIRECTS redirects with the same checks. */
export async function fetchCalendar({
  url: rawUrl,
  etag,
  lastModified,
  policy,
}: {
  url: string
  etag: string | null
  lastModified: string | null
  policy: FetchPolicy
}): Promise<FetchResult> {
  const signal = AbortSignal.timeout(policy.timeoutMs)
  const conditional: Record<string, string> = {}
  if (etag) conditional['if-none-match'] = etag
  if (lastModified) conditional['if-modified-since'] = lastModified
  let url = new URL(rawUrl)
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const problem = calendarUrlProblem(url.href, policy)
      if (problem)
        throw new CalendarFetchError(
          `The calendar redirected to an address we do not fetch (${url.protocol}//${url.host}).`,
        )
      // An address in the URL itself is connected to without a lookup: checked here.
      const literal = url.hostname.replace(/^\[|\]$/g, '')
      if (isIP(literal) && !allowed(literal, policy))
        throw new CalendarFetchError(
          `The calendar's address (${literal}) is on a private network, which we do not fetch.`,
        )
      const res = await getOnce(url, hop === 0 ? conditional : {}, policy, signal)
      if (res.status === 304) return { status: 'unchanged' }
      if (res.status >= 300 && res.status < 400 && res.headers.location) {
        url = new URL(res.headers.location, url)
        continue
      }
      if (res.status !== 200)
        throw new CalendarFetchError(
          `The calendar's server answered ${res.status} ${http.STATUS_CODES[res.status] ?? ''}`.trim() + '.',
        )
      const header = (name: string) => {
        const value = res.headers[name]
        return typeof value === 'string' ? value : null
      }
      return { status: 'fetched', body: res.body, etag: header('etag'), lastModified: header('last-modified') }
    }
    throw new CalendarFetchError('The calendar redirected too many times.')
  } catch (err) {
    if (err instanceof CalendarFetchError) throw err
    if (signal.aborted)
      throw new CalendarFetchError(`The calendar did not answer within ${Math.round(policy.timeoutMs / 1000)} seconds.`)
    const cause = (err as { cause?: unknown }).cause
    if (cause instanceof CalendarFetchError) throw cause
    throw new CalendarFetchError(`The calendar could not be reached (${(err as Error).message}).`)
  }
}
