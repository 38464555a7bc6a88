import { t } from '@lingui/core/macro'

/**
 * spec §2 "Loan screen banner by loan health": the fixed titles and advice (exact in English), read
 * in the language on screen whenever they are used.
 */
export const HEALTH_COPY = {
  PRE_DEFAULT: {
    get title() {
      return t({
        message: "You're close to the end of this payment window",
        comment: 'Spec fixed string (§2)',
      })
    },
    get advice() {
      return t`We recommend you make a payment now to catch up.`
    },
  },
  DEFAULT: {
    get title() {
      return t({ message: 'Your loan is in Default!', comment: 'Spec fixed string (§2)' })
    },
    get advice() {
      return t`Make a payment below to return to good standing. Contact support if you have questions.`
    },
  },
}
