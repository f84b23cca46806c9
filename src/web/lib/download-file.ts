// A file the API makes for a signed-in reader (a PDF): fetched with the session, then saved
// under `name` by the browser, as a plain link cannot carry the bearer token.
import { apiResponse } from './api'

export async function downloadFile(url: string, name: string, accept = 'application/pdf') {
  const res = await apiResponse(url, { headers: { Accept: accept } })
  const href = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = href
  a.download = name
  a.click()
  URL.revokeObjectURL(href)
}
