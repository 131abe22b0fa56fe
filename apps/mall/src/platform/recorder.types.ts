/** A finished recording: a local file the upload takes (a temp path, or a blob: address in a browser). */
export interface Recording {
  filePath: string
  durationMs: number
}

/**
 * Recording a voice blessing (yuyinBlessing) in a format the shop keeps (aac / m4a): the mini-program's recorder
 * behind the recording permission (spec §6), a browser's MediaRecorder where it can write MP4 audio.
 */
export interface PlatformRecorder {
  /** Whether this client can record such a file at all (else the page offers no recording). */
  supported: () => boolean
  /** Starts recording: 'refused' when the permission is off (the settings modal was shown), 'unavailable' else. */
  start: () => Promise<'recording' | 'refused' | 'unavailable'>
  /** Stops and answers the file (null when nothing was recorded). */
  stop: () => Promise<Recording | null>
}

/** The longest blessing (the server keeps at most 2 MB; a minute of AAC is far below). */
export const MAX_BLESSING_MS = 60_000
