/** What differs between the builds in keeping and recording media (spec §6 save to album, recording). */
export interface PlatformMedia {
  /**
   * Saves a picture (a data URL or a web address) to the shopper's album (weapp, through the permission modal) or
   * downloads it (H5). Answers whether it was saved.
   */
  saveImage(src: string): Promise<boolean>
  /** Asks for the microphone through the permission modal; answers whether recording may start. */
  allowRecording(): Promise<boolean>
}
