import { Trans } from '@lingui/react/macro'
import { Navigate } from 'react-router-dom'
import { RetryAlert } from '@/components/ui/alert'
import { Link } from '@/components/ui/link'
import { LoadingRow } from '@/components/ui/loading-row'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { useDisclosure } from '@/features/offers/api/use-disclosure'
import { DisclosureDocument } from '@/features/offers/components/disclosure-document'
import { DisclosurePdfDownload } from '@/features/offers/components/download-buttons'
import { reviewFor, termsToDisclose, useOfferReview } from '@/features/offers/store/review-store'
import { useShellData } from '../layouts/app-layout'
import { useDocumentFontReady } from '../use-document-font'
import '@fontsource/source-serif-4/latin-400.css'
import '@fontsource/source-serif-4/latin-700.css'

/**
 * /disclosure: the state disclosure for the chosen terms (or the offer's default terms when none
 * was chosen yet), as a document: serif, no tabs (spec §2), with a PDF to keep.
 */
export function DisclosureRoute() {
  const data = useShellData()
  const offer = data.offer
  const stored = useOfferReview()
  const review = reviewFor(stored, offer?.id)
  const termsId = termsToDisclose(stored, offer)
  const disclosure = useDisclosure(termsId, offer, data.settings?.fundingDays ?? null)
  const theme = data.theme

  const fontReady = useDocumentFontReady(theme)

  if (!offer || !termsId) return <Navigate to={paths.home} replace />
  const back = review.offerContract ? paths.offerSubmit : paths.offerAmount

  const ready = fontReady && disclosure.model && disclosure.disclosure ? disclosure : null
  return (
    // The PDF button sits below the document, so nothing above it moves when the document arrives.
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <Link to={back} size="standalone" className="self-start">
        <Trans>← Back to your offer</Trans>
      </Link>
      <div
        className={cn(
          'rounded-card border border-border bg-surface px-3 py-5 sm:p-10',
          !ready && 'min-h-dvh',
        )}
      >
        {ready?.model && ready.disclosure ? (
          <DisclosureDocument
            headingLevel="h1"
            model={ready.model}
            generatedAt={ready.disclosure.generatedAt}
          />
        ) : disclosure.error ? (
          <RetryAlert title={<Trans>We couldn’t load your disclosure</Trans>} onRetry={disclosure.refetch}>
            {disclosure.error.message}
          </RetryAlert>
        ) : (
          <LoadingRow>
            <Trans>Loading your disclosure…</Trans>
          </LoadingRow>
        )}
      </div>
      {ready?.model && ready.disclosure ? (
        <DisclosurePdfDownload
          model={ready.model}
          termsId={termsId}
          generatedAt={ready.disclosure.generatedAt}
          signature={null}
          documentTheme={theme?.documentTheme ?? null}
        />
      ) : null}
    </div>
  )
}
