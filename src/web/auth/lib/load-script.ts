// Provider SDKs (Google Identity Services, Sign in with Apple JS) load only on the pages that need
// them, and only when the deployment configured that provider.
const loading = new Map<string, Promise<void>>()

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        loading.delete(src)
        script.remove()
        reject(new Error(`Could not load ${src}`))
      }
      document.head.append(script)
    })
    loading.set(src, promise)
  }
  return promise
}
