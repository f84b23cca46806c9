// "Your door code" on a guest's RSVP page once she has said yes: the code in text, and as a QR
// code the door's "Scan a code" reads. It carries the code, not the RSVP link: a QR code seen over
// a shoulder then lets nobody change her answer. Drawn in the browser (qrcode, loaded once shown);
// the server's page has the code in text and the image's place.
import { useEffect, useState } from 'react'

const QR_SIZE = 192

export function DoorCode({ code }: { code: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void import('qrcode')
      .then((qrcode) => qrcode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      })
    return () => {
      current = false
    }
  }, [code])
  return (
    <section
      aria-labelledby="door-code-heading"
      className="grid justify-items-center gap-3 rounded-xl border border-ivory-300 px-4 py-5 text-center"
    >
      <h2 id="door-code-heading" className="font-display text-xl font-semibold text-ink-900">
        Your door code
      </h2>
      <p className="text-sm text-ink-700">Show it at the door to be checked in: they scan it, or type the code.</p>
      <div className="size-48 rounded-lg bg-white">
        {src && (
          <img
            src={src}
            width={QR_SIZE}
            height={QR_SIZE}
            alt={`QR code of your door code ${code}`}
            className="size-full"
          />
        )}
      </div>
      <p className="font-mono text-2xl font-semibold tracking-[0.3em] text-ink-900" data-testid="door-code">
        {code}
      </p>
    </section>
  )
}
