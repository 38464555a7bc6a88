import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { DescriptionItem, DescriptionList } from '@/components/ui/description-list'
import { FieldError } from '@/components/ui/field'
import { Link } from '@/components/ui/link'
import type { CheckType } from '@/lib/domain'
import { formatDate, formatPhone, fractionToPercent } from '@/lib/format'
import { ENTITY_TYPE_LABELS, LOAN_PURPOSE_LABELS } from '@/lib/labels'
import { IntentStatus } from '@/components/ui/intent-status'
import { useSubmitApplication } from '../api/use-submit-application'
import { buildApplicationBody, targetOfField } from '../model/body'
import type { SubStepId } from '../model/step-ids'
import { draftActions, useDraftStore } from '../store/draft-store'

/** The consents the merchant accepts on this page (spec §3 "Review-and-submit": a list). */
const CONSENTS: { types: CheckType[]; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    types: ['CREDIT_CHECK'],
    label: msg`I authorize a credit check of me and my business.`,
    description: msg`The lender uses it to decide on your application.`,
  },
  {
    types: ['BANKRUPTCIES', 'LIENS', 'FINANCIAL_CRIMES'],
    label: msg`I authorize checks for bankruptcies, liens and financial crimes.`,
    description: msg`Standard checks for business financing.`,
  },
]

interface ReviewSubmitProps {
  shopId: string
  preOfferId: string | null
  applicationId: string | null
  /** Where each sub-step is, for the Edit links and for sending the merchant back after a 422. */
  pathOf: (subStepId: SubStepId) => string
  /** Leaves the form for the status page; the draft is cleared right after (issue 16). */
  onSubmitted: () => void
  onFieldErrors: (firstPath: string) => void
}

export function ReviewSubmit({
  shopId,
  preOfferId,
  applicationId,
  pathOf,
  onSubmitted,
  onFieldErrors,
}: ReviewSubmitProps) {
  const { t } = useLingui()
  const draft = useDraftStore()
  const body = buildApplicationBody(draft)
  const accepted = new Set(draft.review.consents.filter((c) => c.accepted).map((c) => c.type))
  const allConsented = CONSENTS.every((c) => c.types.every((type) => accepted.has(type)))
  // Whether to say the consents are missing; the words are read in the language on screen.
  const [consentMissing, setConsentMissing] = useState(false)
  const once = useSubmitApplication({
    shopId,
    preOfferId,
    applicationId,
    onSubmitted,
    onFieldErrors: (subStepId) => onFieldErrors(pathOf(subStepId)),
  })

  const send = () => {
    if (once.busy || !body) return
    if (!allConsented) {
      setConsentMissing(true)
      return
    }
    // Only its digest is stored: a changed body is checked, then a new intent; nothing personal is kept.
    once.submit(body)
  }

  const b = draft.businessInfo
  const p = draft.personalInfo
  const k = draft.bankingDetails
  const phase = once.phase
  const refused = phase.name === 'refused' ? phase.outcome : null
  const accountEnding = k.step1.shop.bankAccountNumber.slice(-4)

  return (
    <div className="flex flex-col gap-5" data-dd-privacy="mask">
      <Section title={t`Business`} edit={pathOf('businessInfo.1')} editing={t`your business details`}>
        <Row label={t`Legal name`} value={b.step1.merchant.legalName} />
        {b.step1.merchant.doingBusinessAs ? (
          <Row label={t`Doing business as`} value={b.step1.merchant.doingBusinessAs} />
        ) : null}
        <Row
          label={t`Structure`}
          value={
            b.step1.merchant.businessStructureType
              ? t(ENTITY_TYPE_LABELS[b.step1.merchant.businessStructureType])
              : ''
          }
        />
        <Row
          label={t`EIN`}
          value={b.step1.merchant.taxId ? `•••••${b.step1.merchant.taxId.slice(-4)}` : ''}
        />
        <Row
          label={t`Started`}
          value={b.step1.shop.establishmentDate ? formatDate(b.step1.shop.establishmentDate) : ''}
        />
        <Row
          label={t`Address`}
          value={`${b.step2.merchant.address.street}, ${b.step2.merchant.address.city}, ${b.step2.merchant.address.state} ${b.step2.merchant.address.zip}`}
        />
        <Row
          label={t`Contact`}
          value={`${b.step2.merchant.email} · ${formatPhone(b.step2.merchant.phoneFixed)}`}
        />
      </Section>
      <Section title={t`You`} edit={pathOf('personalInfo.1')} editing={t`your personal details`}>
        <Row
          label={t`Name`}
          value={[p.step1.applicant.firstName, p.step1.applicant.middleName, p.step1.applicant.lastName]
            .filter(Boolean)
            .join(' ')}
        />
        <Row
          label={t`Date of birth`}
          value={p.step1.applicant.birthdayDate ? formatDate(p.step1.applicant.birthdayDate) : ''}
        />
        <Row
          label={t`Ownership`}
          value={
            p.step2.applicant.ownershipFraction === null
              ? ''
              : `${fractionToPercent(p.step2.applicant.ownershipFraction)}%`
          }
        />
        <Row
          label={t`Contact`}
          value={`${p.step2.applicant.email} · ${formatPhone(p.step2.applicant.phoneFixed)}`}
        />
        {p.hasAdditionalPartners
          ? p.step3.additionalOwners.map((o, i) => {
              // Owner 1 is the applicant: the others are numbered after them.
              const number = i + 2
              return (
                <Row
                  key={i}
                  label={t`Owner ${number}`}
                  value={`${o.firstName} ${o.lastName}, ${fractionToPercent(o.ownershipFraction)}%`}
                />
              )
            })
          : null}
      </Section>
      <Section
        title={t`Bank and purpose`}
        edit={pathOf('bankingDetails.1')}
        editing={t`your bank and purpose`}
      >
        <Row
          label={t`Bank account`}
          value={
            k.providerName === 'PLAID'
              ? t`Linked with Plaid`
              : accountEnding
                ? t`Account ending ${accountEnding}`
                : ''
          }
        />
        <Row
          label={t`Funds for`}
          value={k.step2.loanPurpose ? t(LOAN_PURPOSE_LABELS[k.step2.loanPurpose]) : ''}
        />
        <Row
          label={t`Other debts`}
          value={k.step2.shop.hasOtherDebts === null ? '' : k.step2.shop.hasOtherDebts ? t`Yes` : t`No`}
        />
      </Section>

      <Card>
        <CardTitle>
          <Trans>Your consent</Trans>
        </CardTitle>
        <div className="mt-3 flex flex-col gap-3">
          {CONSENTS.map((c) => (
            <Checkbox
              key={c.types.join()}
              checked={c.types.every((type) => accepted.has(type))}
              onChange={(checked) => {
                setConsentMissing(false)
                for (const type of c.types) draftActions.consentToggled(type, checked)
              }}
              label={t(c.label)}
              description={t(c.description)}
            />
          ))}
        </div>
        <FieldError className="mt-2">
          {consentMissing ? t`Please agree to both checks to submit your application.` : null}
        </FieldError>
      </Card>

      {!body ? (
        <Alert tone="warning" title={t`A few details are missing`}>
          <Trans>Use the Edit links above to finish each section.</Trans>
        </Alert>
      ) : null}
      <IntentStatus
        phase={phase}
        copy={{
          checking: t`We’re checking whether your application reached us…`,
          notReceived: t`We checked, and your application hasn’t reached us yet. It may still arrive. Everything you entered is still here. Trying again is safe: your application can only be sent once.`,
          inProgress: t`We’re still processing your application. It can only be sent once.`,
          unconfirmed: {
            title: t`We couldn’t confirm your application yet`,
            body: t`Your connection or our service dropped before we heard back. Everything you entered is still here; press Try again when you’re back online. It’s safe: your application can only be sent once.`,
          },
          notSent: t`We couldn’t send your application`,
        }}
      />
      {refused?.reason === 'invalid' &&
      refused.error.fieldErrors.every((f) => targetOfField(f.field).subStepId === 'submit.1') ? (
        <Alert tone="error" live title={t`Please check your application`}>
          {refused.error.fieldErrors.length > 0
            ? refused.error.fieldErrors.map((f) => f.message).join(' ')
            : refused.error.message}
        </Alert>
      ) : refused && refused.reason !== 'invalid' ? (
        <Alert tone="error" live title={t`We couldn’t send your application`}>
          {refused.error.message}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">
          <Trans>By submitting, you confirm these details are true and complete.</Trans>
        </p>
        <Button size="lg" onClick={send} loading={once.busy || phase.name === 'received'} disabled={!body}>
          {phase.name === 'in-progress' ? (
            <Trans>Check again</Trans>
          ) : once.unresolved ? (
            <Trans>Try again</Trans>
          ) : (
            <Trans>Submit application</Trans>
          )}
        </Button>
      </div>
    </div>
  )
}

function Section({
  title,
  edit,
  editing,
  children,
}: {
  title: string
  edit: string
  /** What its "Edit" link edits, said to screen readers only ("your business details"). */
  editing: string
  children: ReactNode
}) {
  return (
    <Card>
      <div className="flex items-center justify-between">
        <CardTitle>{title}</CardTitle>
        <Link to={edit} size="compact">
          <Trans>
            Edit <span className="sr-only">{editing}</span>
          </Trans>
        </Link>
      </div>
      <DescriptionList density="compact" className="mt-3">
        {children}
      </DescriptionList>
    </Card>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <DescriptionItem term={label} weight="normal">
      {value || (
        <span className="text-warning-d30">
          <Trans>Missing</Trans>
        </span>
      )}
    </DescriptionItem>
  )
}
