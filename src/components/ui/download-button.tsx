import type { ReactNode } from 'react'
import { useDownload } from '@/lib/hooks/use-download'
import { Button } from './button'
import { FieldError } from './field'

/**
 * A file download as a button: busy while the file is fetched or made, and a line under it that says
 * why it failed (`failure` words the reason). The one way every screen offers a document.
 */
export function DownloadButton({
  children,
  download,
  failure,
}: {
  children: ReactNode
  download: () => Promise<unknown>
  failure: (reason: string) => string
}) {
  const { busy, error, start } = useDownload(download)
  return (
    <div>
      <Button variant="outline" loading={busy} onClick={() => void start()}>
        {children}
      </Button>
      <FieldError className="mt-1">{error ? failure(error) : null}</FieldError>
    </div>
  )
}
