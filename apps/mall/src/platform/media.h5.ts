import { askToEnablePermission } from '../lib/device/permission'
import type { PlatformMedia } from './media.types'

/** A browser: a download stands for the album; the microphone is the browser's permission (refused: the modal). */
export const platformMedia: PlatformMedia = {
  async saveImage(src) {
    const link = document.createElement('a')
    link.href = src
    link.download = `lanji-${Date.now()}.png`
    document.body.appendChild(link)
    link.click()
    link.remove()
    return true
  },
  async allowRecording() {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true })
      for (const track of stream.getTracks()) track.stop()
      return true
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') await askToEnablePermission('recording')
      return false
    }
  },
}
