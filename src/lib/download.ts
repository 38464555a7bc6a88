const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] // "%PDF-"

/** Does the file start with the PDF signature `%PDF-`? Checked before any download is saved. */
export async function isPdf(blob: Pick<Blob, 'slice'>): Promise<boolean> {
  try {
    const head = new Uint8Array(await blob.slice(0, PDF_MAGIC.length).arrayBuffer())
    return head.length === PDF_MAGIC.length && PDF_MAGIC.every((byte, i) => head[i] === byte)
  } catch {
    return false
  }
}

/** Blobs may come from another realm (node's fetch under jsdom), so no `instanceof`. */
export function isBlobLike(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).text === 'function'
  )
}

/** Saves a blob under a file name, then revokes the object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Revoke after the click has been handled: some browsers read the URL asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

const SAFE = /[^A-Za-z0-9_-]/g

/** spec §7: 'contract-' plus the URL's `r` query value plus '.pdf'. */
export function contractFileNameFromUrl(contractUrl: string): string {
  let r: string | null = null
  try {
    r = new URL(contractUrl).searchParams.get('r')
  } catch {
    r = null
  }
  const safe = r?.replace(SAFE, '') ?? ''
  return safe ? `contract-${safe}.pdf` : 'contract.pdf'
}

/** Loan contracts are saved as `contract-<loanId>.pdf`. */
export function loanContractFileName(loanId: string): string {
  return `contract-${loanId.replace(SAFE, '') || 'loan'}.pdf`
}
