import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { usePlaidLink } from 'react-plaid-link'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { TokenizedInput } from '@/components/ui/tokenized-input'
import { errorOf } from '@/lib/forms'
import { LOAN_PURPOSE_LABELS, toOptions } from '@/lib/labels'
import { applicationQueries, createPlaidLinkToken } from '../api/application-api'
import { useSaveBankAccount } from '../api/use-save-bank-account'
import { banking2Schema, manualBankSchema } from '../schemas/step-schemas'
import {
  draftActions,
  hasBankAccessConsent,
  useDraftStore,
  wasRestoredWithoutSensitiveData,
} from '../store/draft-store'
import { ReenterNotice, type StepFormProps } from './business-info'
import { PrivateNumberField, SelectField, StepForm, YesNoField, useStepForm } from './form-fields'

const bankAccessConsent = () => ({
  type: 'BANK_ACCESS' as const,
  accepted: true,
  acceptedAt: new Date().toISOString(),
})

interface BankingChoiceProps extends StepFormProps {
  shopId: string
  plaidRequired: boolean
  onManual: () => void
}

/** Banking's first sub-step: the choice (Plaid or by hand), or the manual form on its own path. */
export function BankingStep1(ctx: BankingChoiceProps & { manual: boolean }) {
  return ctx.manual && !ctx.plaidRequired ? <ManualBankForm {...ctx} /> : <BankingChoice {...ctx} />
}

/** Banking details, part 1: link the bank with Plaid (instant), or enter it by hand. */
export function BankingChoice({ shopId, plaidRequired, onManual, subStepIds, onDone }: BankingChoiceProps) {
  return (
    <div className="flex flex-col gap-4">
      <PlaidConnect shopId={shopId} subStepIds={subStepIds} onDone={onDone} />
      {plaidRequired ? (
        <p className="text-sm text-fg-muted">
          <Trans>
            This offer needs your bank linked securely with Plaid, so manual entry isn’t available.
          </Trans>
        </p>
      ) : (
        <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <CardTitle>
              <Trans>Enter your bank details yourself</Trans>
            </CardTitle>
            <p className="mt-1 text-sm text-fg-muted">
              <Trans>Use your business account and routing numbers. Review can take a little longer.</Trans>
            </p>
          </div>
          <Button
            variant="outline"
            onClick={() => {
              // Spec §3: the switch to manual clears step 1, consents included, when it happens.
              draftActions.bankingMethodChosen(true)
              onManual()
            }}
          >
            <Trans>Enter manually</Trans>
          </Button>
        </Card>
      )}
    </div>
  )
}

function PlaidConnect({
  shopId,
  subStepIds,
  onDone,
}: {
  shopId: string
  subStepIds: string[]
  onDone: () => void
}) {
  const { t } = useLingui()
  const linkToken = useQuery({
    queryKey: ['application', 'plaid-link-token', shopId],
    queryFn: () => createPlaidLinkToken(shopId),
    staleTime: 10 * 60_000,
    retry: 1,
  })
  const exchange = useSaveBankAccount(shopId)
  const accounts = useQuery({ ...applicationQueries.linkedAccounts(shopId), enabled: exchange.isSuccess })
  const plaid = usePlaidLink({
    token: linkToken.data?.linkToken ?? null,
    onSuccess: exchange.save,
  })
  const account = accounts.data?.[0]
  const accountName = account?.name
  const accountMask = account?.mask
  const unavailable = linkToken.isError || Boolean(plaid.error)
  return (
    // Linked account names and endings stay out of session replay.
    <Card data-dd-privacy="mask">
      <CardTitle>
        <Trans>Link your bank with Plaid</Trans>
      </CardTitle>
      <p className="mt-1 text-sm text-fg-muted">
        <Trans>The fastest way: sign in to your bank through Plaid. We never see your bank password.</Trans>
      </p>
      <div className="mt-4" aria-live="polite">
        {account ? (
          <Alert tone="success" title={t`Bank linked`}>
            <Trans>
              {accountName} ending in {accountMask}
            </Trans>
          </Alert>
        ) : unavailable ? (
          <Alert tone="warning" title={t`Bank linking isn’t available right now`}>
            {exchange.isError ? (
              <Trans>Please try again in a moment.</Trans>
            ) : (
              <Trans>Please try again in a moment, or enter your bank details yourself.</Trans>
            )}
          </Alert>
        ) : exchange.isError ? (
          <Alert tone="error" title={t`We couldn’t finish linking your bank`}>
            {exchange.error.message}
          </Alert>
        ) : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {account ? (
          <Button
            size="lg"
            onClick={() => {
              draftActions.bankingMethodChosen(false)
              draftActions.bankingStep1Saved(
                {
                  shop: { bankAccountNumber: '', bankAccountRoutingNumber: '' },
                  consents: [bankAccessConsent()],
                },
                subStepIds,
              )
              onDone()
            }}
          >
            <Trans>Continue</Trans>
          </Button>
        ) : (
          <Button
            size="lg"
            onClick={() => plaid.open()}
            disabled={!plaid.ready || unavailable}
            loading={exchange.isPending || accounts.isFetching}
          >
            <Trans>Link my bank</Trans>
          </Button>
        )}
      </div>
    </Card>
  )
}

/** Banking details, part 1 by hand (/1/user): the tokenized account number and an ABA-checked routing number. */
export function ManualBankForm({ subStepIds, onDone }: StepFormProps) {
  const { t } = useLingui()
  const draft = useDraftStore()
  const saved = draft.bankingDetails.step1.shop
  const form = useStepForm(manualBankSchema, 'bankingDetails.1', {
    defaultValues: {
      shop: saved,
      bankAccess: hasBankAccessConsent(draft.bankingDetails.step1) || undefined,
    },
  })
  return (
    <StepForm
      form={form}
      onSave={({ shop }) => {
        draftActions.bankingMethodChosen(true)
        draftActions.bankingStep1Saved({ shop, consents: [bankAccessConsent()] }, subStepIds)
      }}
      onDone={onDone}
    >
      {wasRestoredWithoutSensitiveData(draft, 'bankingDetails.1') ? (
        <ReenterNotice what="bankAccount" />
      ) : null}
      <Field
        label={t`Business account number`}
        hint={t`Only the last 4 digits show once entered.`}
        error={errorOf(form, 'shop.bankAccountNumber')}
        required
      >
        <Controller
          control={form.control}
          name="shop.bankAccountNumber"
          render={({ field }) => (
            <TokenizedInput
              controlRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={17}
              data-dd-privacy="mask"
            />
          )}
        />
      </Field>
      <PrivateNumberField
        form={form}
        name="shop.bankAccountRoutingNumber"
        label={t`Routing number`}
        description={t`9 digits, on a cheque or in your bank app.`}
      />
      <Field error={errorOf(form, 'bankAccess')}>
        <Controller
          control={form.control}
          name="bankAccess"
          render={({ field }) => (
            <Checkbox
              controlRef={field.ref}
              checked={field.value === true}
              onChange={(checked) => field.onChange(checked || undefined)}
              label={t`I allow the lender to verify this account and to debit it for repayments.`}
            />
          )}
        />
      </Field>
    </StepForm>
  )
}

/** Banking details, part 2: what the money is for, and other debts. */
export function Banking2Form({ subStepIds, onDone }: StepFormProps) {
  const { t } = useLingui()
  const saved = useDraftStore((d) => d.bankingDetails.step2)
  const form = useStepForm(banking2Schema, 'bankingDetails.2', {
    defaultValues: {
      loanPurpose: saved.loanPurpose ?? undefined,
      hasOtherDebts: saved.shop.hasOtherDebts === null ? undefined : saved.shop.hasOtherDebts ? 'yes' : 'no',
    },
  })
  return (
    <StepForm
      form={form}
      className="flex flex-col gap-4"
      onSave={({ loanPurpose, hasOtherDebts }) =>
        draftActions.bankingStep2Saved({ loanPurpose, shop: { hasOtherDebts } }, subStepIds)
      }
      onDone={onDone}
    >
      <SelectField
        form={form}
        name="loanPurpose"
        label={t`What will you use the funds for?`}
        options={toOptions(LOAN_PURPOSE_LABELS, t)}
        placeholder={t`Choose a purpose`}
      />
      <YesNoField
        form={form}
        name="hasOtherDebts"
        legend={t`Does the business have other loans or cash advances?`}
      />
    </StepForm>
  )
}
