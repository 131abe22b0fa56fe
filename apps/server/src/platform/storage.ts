import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where uploaded files go. On disk by default; an object store (COS, S3) would be another implementation. */
export interface FileStorage {
  /** Stores the bytes under `name` (a content hash plus extension) and answers the file's public URL. */
  save(name: string, data: Buffer): Promise<string>
}

/** Files in `dir`, served by the app at `/uploads/<name>`. A name already present holds the same bytes. */
export function diskStorage(dir: string): FileStorage {
  return {
    async save(name, data) {
      if (!/^[\w.-]+$/.test(name)) throw new Error(`unsafe file name: ${name}`)
      await mkdir(dir, { recursive: true })
      await writeFile(path.join(dir, name), data, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error
      })
      return `/uploads/${name}`
    },
  }
}
