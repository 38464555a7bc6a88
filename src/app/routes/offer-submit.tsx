import { Trans } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router-dom'
import { RetryAlert } from '@/components/ui/alert'
import { Card, CardTitle } from '@/components/ui/card'
import { Link } from '@/components/ui/link'
import { LoadingRow } from '@/components/ui/loading-row'
import { PageHeader } from '@/components/ui/page-header'
import { paths } from '@/config/paths'
import { applicationQueries } from '@/features/application/api/application-api'
import { loanQueries } from '@/features/loans/api/loans-api'
import { offerQueries } from '@/features/offers/api/offers-api'
import { useDisclosure } from '@/features/offers/api/use-disclosure'
import { AcceptOffer } from '@/features/offers/components/accept-offer'
import { DisclosureDocument } from '@/features/offers/components/disclosure-document'
import { ContractDownload, DisclosurePdfDownload } from '@/features/offers/components/download-buttons'
import { OfferClosed } from '@/features/offers/components/offer-closed'
import { offerReviewActions, reviewFor, useOfferReview } from '@/features/offers/store/review-store'
import { readFresh } from '@/lib/query-client'
import { useShellData } from '../layouts/app-layout'
import { useDocumentFontReady } from '../use-document-font'
import { OfferTermsCard } from './offer-terms-card'
import '@fontsource/source-serif-4/latin-400.css'
import '@fontsource/source-serif-4/latin-700.css'

/** What an acceptance changes besides the offer: the origination (and the stage it routes), the loans. */
const SHELL_AFTER_ACCEPT = [applicationQueries.all(), loanQueries.all()]

/** /loan/offer/submit: the exact terms, the disclosure to read (and sign), the contract, and Accept. */
export function OfferSubmitRoute() {
  const data = useShellData()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const offer = data.offer
  const review = reviewFor(useOfferReview(), offer?.id)
  const contract = review.offerContract
  const termsId = contract?.termsId ?? null
  const terms = useQuery({ ...offerQueries.terms(termsId ?? ''), enabled: termsId !== null })
  const disclosure = useDisclosure(termsId, offer, data.settings?.fundingDays ?? null)
  const [signatureName, setSignatureName] = useState('')
  const fontReady = useDocumentFontReady(data.theme)

  if (!offer) return <Navigate to={paths.home} replace />
  if (offer.state !== 'PENDING') return <OfferClosed state={offer.state} />
  if (!contract || !termsId) return <Navigate to={paths.offerAmount} replace />

  const signature =
    disclosure.model?.signatureRequired && signatureName
      ? { name: signatureName, signedAt: new Date().toISOString() }
      : null

  return (
    // The terms, the disclosure and the typed signature stay out of session replay.
    <div className="flex flex-col gap-8" data-dd-privacy="mask">
      <PageHeader eyebrow={<Trans>Review and accept</Trans>} title={<Trans>Your offer, in full</Trans>}>
        <p>
          <Trans>Read the disclosure and the loan agreement, then accept.</Trans>
          {disclosure.model?.signatureRequired ? (
            <>
              {' '}
              <Trans>Your state asks you to sign the disclosure first: typing your name does that.</Trans>
            </>
          ) : null}
        </p>
      </PageHeader>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:items-start">
        <Card padding="document" className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {fontReady && disclosure.model && disclosure.disclosure ? (
            <>
              <DisclosureDocument
                model={disclosure.model}
                generatedAt={disclosure.disclosure.generatedAt}
                signature={signature}
              />
              <div className="mt-6 flex flex-wrap items-start gap-x-4 gap-y-2 border-t border-border pt-5">
                <DisclosurePdfDownload
                  model={disclosure.model}
                  termsId={termsId}
                  generatedAt={disclosure.disclosure.generatedAt}
                  signature={signature}
                  documentTheme={data.theme?.documentTheme ?? null}
                />
                <Link to={paths.disclosure} size="standalone">
                  <Trans>Open the disclosure on its own page</Trans>
                </Link>
              </div>
            </>
          ) : disclosure.error ? (
            <RetryAlert title={<Trans>We couldn’t load your disclosure</Trans>} onRetry={disclosure.refetch}>
              {disclosure.error.message} <Trans>You can’t accept until you’ve seen it.</Trans>
            </RetryAlert>
          ) : (
            <LoadingRow>
              <Trans>Loading your disclosure…</Trans>
            </LoadingRow>
          )}
        </Card>

        <OfferTermsCard terms={terms} />
        <Card className="flex flex-col gap-4 lg:col-start-2 lg:row-start-2">
          <CardTitle>
            <Trans>Accept your offer</Trans>
          </CardTitle>
          <ContractDownload contractUrl={contract.contractUrl} />
          <AcceptOffer
            key={termsId}
            offerId={offer.id}
            termsId={termsId}
            signatureRequired={disclosure.model?.signatureRequired ?? false}
            ready={fontReady && disclosure.model !== null && terms.isSuccess}
            onSignatureChange={setSignatureName}
            // The shell's origination and loans (other features' keys) are read again once it is accepted.
            invalidates={SHELL_AFTER_ACCEPT}
            onAccepted={async () => {
              offerReviewActions.cleared()
              await navigate(paths.loanStatus, { replace: true })
            }}
            findLoanId={async () => {
              const shopId = data.shop?.id
              if (!shopId) return null
              return (await readFresh(queryClient, applicationQueries.origination(shopId))).loanId
            }}
          />
        </Card>
      </div>
    </div>
  )
}
