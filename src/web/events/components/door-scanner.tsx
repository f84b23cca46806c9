// "Scan a code" at the door: the phone's back camera in a dialog, each frame read for a QR code
// (jsqr, loaded when the camera opens) until one is found; the dialog then closes and hands over
// what the code says. A camera refused or missing is said in words, with the way to type the code.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as scanLineIcon from 'lucide-react/icons/scan-line'
import { useEffect, useRef, useState } from 'react'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'

const ScanLine = lucideIcon(scanLineIcon)

const CAMERA_REFUSED =
  'The camera is not allowed on this page. Allow it in your browser’s settings, or type the guest’s door code in “Door code” instead.'
const NO_CAMERA = 'No camera can be used on this device. Type the guest’s door code in “Door code” instead.'

export function DoorScanner({ onCode, onTypeInstead }: { onCode: (text: string) => void; onTypeInstead: () => void }) {
  const [open, setOpen] = useState(false)
  // "Type the code instead" sends the focus to the code field once the dialog has let it go.
  const typeInstead = useRef(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg" className="w-full">
          <ScanLine aria-hidden /> Scan a code
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel="Cancel scanning"
        onCloseAutoFocus={(e) => {
          if (!typeInstead.current) return
          typeInstead.current = false
          e.preventDefault()
          onTypeInstead()
        }}
      >
        <DialogTitle>Scan a door code</DialogTitle>
        <DialogDescription>Hold the guest’s QR code inside the frame.</DialogDescription>
        {open && (
          <CameraReader
            onRead={(text) => {
              setOpen(false)
              onCode(text)
            }}
            onTypeInstead={() => {
              typeInstead.current = true
              setOpen(false)
            }}
          />
        )}
        <Button variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </DialogContent>
    </Dialog>
  )
}

function CameraReader({ onRead, onTypeInstead }: { onRead: (text: string) => void; onTypeInstead: () => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The latest callback, without restarting the camera when the parent renders again.
  const read = useRef(onRead)
  useEffect(() => {
    read.current = onRead
  }, [onRead])

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | null = null
    let frame = 0
    const stop = () => {
      stopped = true
      cancelAnimationFrame(frame)
      stream?.getTracks().forEach((t) => t.stop())
    }
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setProblem(NO_CAMERA)
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      } catch (e) {
        const refused = e instanceof DOMException && (e.name === 'NotAllowedError' || e.name === 'SecurityError')
        return setProblem(refused ? CAMERA_REFUSED : NO_CAMERA)
      }
      const el = video.current
      if (stopped || !el) return stop()
      el.srcObject = stream
      await el.play().catch(() => undefined)
      const { default: jsQR } = await import('jsqr')
      const canvas = document.createElement('canvas')
      const context = canvas.getContext('2d', { willReadFrequently: true })
      const tick = () => {
        if (stopped || !context) return
        const { videoWidth: width, videoHeight: height } = el
        if (width && height) {
          canvas.width = width
          canvas.height = height
          context.drawImage(el, 0, 0, width, height)
          const found = jsQR(context.getImageData(0, 0, width, height).data, width, height, {
            inversionAttempts: 'dontInvert',
          })
          if (found?.data) {
            stop()
            return read.current(found.data)
          }
        }
        frame = requestAnimationFrame(tick)
      }
      tick()
    }
    void start()
    return stop
  }, [])

  if (problem) {
    return (
      <div className="grid gap-3">
        <p role="alert" className="font-medium text-destructive">
          {problem}
        </p>
        <Button onClick={onTypeInstead}>Type the code instead</Button>
      </div>
    )
  }
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="The camera’s view"
      className="aspect-square w-full rounded-xl bg-ink-900 object-cover"
    />
  )
}
