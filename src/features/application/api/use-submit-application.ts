import { useQueryClient } from '@tanstack/react-query'
import { notifyParent } from '@/lib/embed/parent-bridge'
import { type IntentHints, useOnceOnly } from '@/lib/once-only'
import { readFresh } from '@/lib/query-client'
import { targetOfField } from '../model/body'
import type { SubStepId } from '../model/step-ids'
import { draftActions } from '../store/draft-store'
import { serverErrorActions } from '../store/server-errors'
import { applicationQueries, resubmitApplication, submitApplication } from './application-api'
import type { Application, ApplicationBody } from './schemas'

interface UseSubmitApplicationOptions {
  shopId: string
  preOfferId: string | null
  /** Set once submitted: later submissions are a new revision of it. */
  applicationId: string | null
  /** Leaves the form for the status page; the draft is cleared right after (issue 16). */
  onSubmitted: () => void
  /** A 422 named fields of an earlier sub-step: the first of them, to go back to. */
  onFieldErrors: (subStepId: SubStepId) => void
}

/**
 * Submit (POST on the pre-offer) or resubmit (PUT: a new revision), once, through the once-only
 * mechanism (docs/decisions/0013, 0023). A lost or unreadable answer is checked: received when the
 * shop now has an application it did not have before, or the application's revision went up. Once
 * received, the form is left first, then the draft is cleared, and the new stage is written to the
 * cache before the status page reads it (issue 16); the application's queries are then read again.
 */
export function useSubmitApplication({
  shopId,
  preOfferId,
  applicationId,
  onSubmitted,
  onFieldErrors,
}: UseSubmitApplicationOptions) {
  const queryClient = useQueryClient()
  const readApplication = (id: string) => readFresh(queryClient, applicationQueries.detail(id))

  const once = useOnceOnly<Application, ApplicationBody>({
    action: 'submit-application',
    targetId: applicationId ?? preOfferId,
    // Another tab submitted first: the one 409 that says no. Any other 409 (still in progress) is unknown.
    conflictCodes: ['APPLICATION_EXISTS'],
    invalidates: [applicationQueries.all()],
    // The body the merchant confirmed on this page, which the runner matched against the intent.
    send: (intent, confirmed) =>
      applicationId
        ? resubmitApplication(applicationId, confirmed, intent.key)
        : submitApplication(preOfferId ?? '', confirmed, intent.key),
    reconcile: async (intent) => {
      // Received when the shop now has an application other than any it had before (at PRE_OFFER the
      // origination may still name an earlier one), or the application's revision went up.
      if (!applicationId) {
        const origination = await readFresh(queryClient, applicationQueries.origination(shopId))
        const id = origination.applicationId
        return id && id !== intent.hints.earlierApplicationId ? readApplication(id) : null
      }
      const application = await readApplication(applicationId)
      const before = intent.hints.revision
      return typeof before === 'number' && application.revision > before ? application : null
    },
    onDone: (application) => {
      notifyParent('application-submitted', { applicationId: application.id })
      // Off the form first, then the draft: the stepper's guard must not see an empty draft, and the
      // status page must not see the old stage (issue 16). What the server now holds is written to the
      // cache at once; the refetch of `invalidates` confirms it.
      onSubmitted()
      draftActions.cleared()
      queryClient.setQueryData(applicationQueries.detail(application.id).queryKey, application)
      queryClient.setQueryData(applicationQueries.origination(shopId).queryKey, (origination) =>
        origination
          ? { ...origination, state: 'APPLICATION' as const, applicationId: application.id }
          : origination,
      )
    },
    onRefused: ({ reason, error }) => {
      if (reason !== 'invalid' || error.fieldErrors.length === 0) return
      serverErrorActions.received(error.fieldErrors)
      for (const f of error.fieldErrors) {
        const target = targetOfField(f.field)
        if (target.subStepId !== 'submit.1') draftActions.subStepInvalidated(target.stepId, target.subStepId)
      }
      const first = targetOfField(error.fieldErrors[0]!.field)
      if (first.subStepId !== 'submit.1') onFieldErrors(first.subStepId)
    },
  })

  /** Sends `body` (only its digest is stored: a changed body is checked, then a new intent). */
  const submit = (body: ApplicationBody) =>
    once.submit({
      confirmed: body,
      hints: async (): Promise<IntentHints> =>
        applicationId
          ? { revision: (await readApplication(applicationId)).revision }
          : {
              preOfferId: preOfferId ?? null,
              earlierApplicationId:
                queryClient.getQueryData(applicationQueries.origination(shopId).queryKey)?.applicationId ??
                null,
            },
    })

  return { ...once, submit }
}
