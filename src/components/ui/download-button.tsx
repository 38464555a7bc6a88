import type { ReactNode } from 'react'
import { saveBlob } from '@/lib/download'
import { useDownload } from '@/lib/hooks/use-download'
import { Button } from './button'
import { FieldError } from './field'

/** A file fetched from the API, with the name to save it under. */
export interface DownloadedFile {
  blob: Blob
  fileName: string
}

type DownloadButtonProps = {
  children: ReactNode
  /** Words the reason a download failed. */
  failure: (reason: string) => string
} & (
  | {
      /** Fetches the file; the button saves it under its name. */
      file: () => Promise<DownloadedFile>
      download?: never
    }
  | {
      /** Any other download (a PDF made in the browser): does the saving itself. */
      download: () => Promise<unknown>
      file?: never
    }
)

/**
 * A file download as a button: busy while the file is fetched or made, and a line under it that says
 * why it failed (`failure` words the reason). The one way every screen offers a document.
 */
export function DownloadButton({ children, file, download, failure }: DownloadButtonProps) {
  const { busy, error, start } = useDownload(
    file
      ? async () => {
          const { blob, fileName } = await file()
          saveBlob(blob, fileName)
        }
      : download,
  )
  return (
    <div>
      <Button variant="outline" loading={busy} onClick={() => void start()}>
        {children}
      </Button>
      <FieldError className="mt-1">{error ? failure(error) : null}</FieldError>
    </div>
  )
}
