import { MAX_BLESSING_MS, type PlatformRecorder, type Recording } from './recorder.types'

/** MP4 audio (AAC), which the shop keeps; browsers that only write WebM or Ogg offer no recording. */
const MIME = 'audio/mp4'

let recorder: MediaRecorder | null = null
let chunks: Blob[] = []
let startedAt = 0
let limit: ReturnType<typeof setTimeout> | undefined

/** A browser: the microphone through getUserMedia (the browser asks), recorded by MediaRecorder as MP4 audio. */
export const platformRecorder: PlatformRecorder = {
  supported: () =>
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function' &&
    MediaRecorder.isTypeSupported(MIME),
  async start() {
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch (error) {
      return error instanceof DOMException && error.name === 'NotAllowedError' ? 'refused' : 'unavailable'
    }
    chunks = []
    recorder = new MediaRecorder(stream, { mimeType: MIME })
    recorder.ondataavailable = (event) => chunks.push(event.data)
    recorder.start()
    startedAt = Date.now()
    limit = setTimeout(() => recorder?.state === 'recording' && recorder.stop(), MAX_BLESSING_MS)
    return 'recording'
  },
  stop: () =>
    new Promise<Recording | null>((resolve) => {
      const current = recorder
      clearTimeout(limit)
      if (!current) return resolve(null)
      const done = () => {
        current.stream.getTracks().forEach((track) => track.stop())
        recorder = null
        const blob = new Blob(chunks, { type: MIME })
        resolve(blob.size > 0 ? { filePath: URL.createObjectURL(blob), durationMs: Date.now() - startedAt } : null)
      }
      if (current.state === 'inactive') return done()
      current.onstop = done
      current.stop()
    }),
}
