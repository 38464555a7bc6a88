import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Card, CardTitle } from '@/components/ui/card'
import { DownloadButton } from '@/components/ui/download-button'
import { formatDate } from '@/lib/format'
import { offerQueries } from '../api/offers-api'
import { buildDisclosure } from '../model/disclosure'
import type { DocumentTheme } from '../pdf/download-disclosure'
import { keptSignatureFor, useKeptSignatures } from '../store/signature-store'

/**
 * The disclosure the merchant accepted, as a PDF to keep (issue 38): read again from the API for the
 * loan's terms when asked for (so an older loan has it too), with the same rows as on screen, the
 * terms id, the date and a SHA-256 of the disclosure's content printed on it. The signature line
 * is filled only where this browser kept the signature, and the card says so.
 */
export function KeptDisclosure({
  termsId,
  fundingDays,
  documentTheme,
}: {
  termsId: string
  fundingDays: { min: number; max: number } | null
  documentTheme: DocumentTheme | null
}) {
  const { i18n, t } = useLingui()
  const queryClient = useQueryClient()
  const signature = keptSignatureFor(useKeptSignatures(), termsId)
  const signedOn = signature ? formatDate(signature.signedAt) : ''

  const download = async () => {
    const disclosure = await queryClient.fetchQuery(offerQueries.disclosure(termsId))
    const { downloadDisclosurePdf } = await import('../pdf/download-disclosure')
    await downloadDisclosurePdf({
      model: buildDisclosure(disclosure, fundingDays, i18n),
      i18n,
      termsId,
      generatedAt: disclosure.generatedAt,
      signature: signature && { name: signature.name, signedAt: signature.signedAt },
      documentTheme,
      kept: { disclosure },
    })
  }

  return (
    <Card>
      <CardTitle>
        <Trans>Your disclosure</Trans>
      </CardTitle>
      <p className="mt-1 text-sm text-fg-muted">
        <Trans>
          The disclosure for the terms you accepted, as a PDF to keep. It carries a fingerprint (SHA-256) of
          its content, so you or our support team can tell two copies apart.
        </Trans>
      </p>
      <p className="mt-2 mb-3 text-sm text-fg-muted">
        {signature ? (
          <Trans>It includes the signature you gave in this browser on {signedOn}.</Trans>
        ) : (
          <Trans>
            This browser didn’t keep a signature for it, so any signature line on your copy is blank. The
            signed original stays with your loan.
          </Trans>
        )}
      </p>
      <DownloadButton download={download} failure={() => t`We couldn’t make the PDF. Please try again.`}>
        <Trans>Download the disclosure (PDF)</Trans>
      </DownloadButton>
    </Card>
  )
}
