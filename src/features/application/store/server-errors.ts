import type { FieldError } from '@/lib/api-error'
import { memorySessionStore } from '@/lib/session-store'
import { targetOfField } from '../model/body'
import type { SubStepId } from '../model/step-ids'

/**
 * Field errors from a 422 on submit, waiting for the sub-step that owns them (issue 5): each form
 * picks up its own when it mounts and puts them on its fields. A session store: when the session
 * ends, they go (lib/session-store.ts), and the next session's forms never show them.
 */
export const { useStore: useServerErrors } = memorySessionStore<{ errors: FieldError[] }>(() => ({
  errors: [],
}))

export const serverErrorActions = {
  received(errors: FieldError[]) {
    useServerErrors.setState({ errors })
  },
  /** Takes (and forgets) the errors for one sub-step, as form field names of that step. */
  takeFor(subStepId: SubStepId): { field: string; message: string }[] {
    const mine = useServerErrors
      .getState()
      .errors.filter((e) => targetOfField(e.field).subStepId === subStepId)
    if (mine.length) useServerErrors.setState((s) => ({ errors: s.errors.filter((e) => !mine.includes(e)) }))
    return mine.map((e) => ({ field: toFormField(e.field), message: e.message }))
  },
}

/** `businessInfo.merchant.taxId` → `merchant.taxId`; ownership fractions are entered as percentages. */
export function toFormField(bodyPath: string): string {
  return bodyPath
    .replace(/^(businessInfo|personalInfo|bankingDetails)\./, '')
    .replace(/ownershipFraction$/, 'ownershipPercent')
}
