// Bodies that are not JSON (a photo as multipart, a CSV file as text/csv): the same credentials and
// error shape as ~/web/lib/api, which only sends JSON.
import { getSessionToken } from '~/web/lib/session-store'
import { ApiError } from '~/web/lib/api'

export async function sendRaw<T>(
  url: string,
  { method = 'POST', body, contentType }: { method?: string; body: BodyInit; contentType?: string },
): Promise<T> {
  const token = getSessionToken()
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(contentType ? { 'Content-Type': contentType } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  })
  if (!res.ok)
    throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''), { withSession: Boolean(token) })
  return (await res.json()) as T
}
