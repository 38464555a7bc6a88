import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ColorAdjustment, GuardedColor } from './contrast-guard'

/** What turns a message into words: `t` from `useLingui()`, or an `I18n` instance's `_`. */
type Translate = (message: MessageDescriptor) => string

const COLOR_NAMES: Record<GuardedColor, MessageDescriptor> = {
  black: msg`text colour`,
  white: msg`surface colour`,
  pageBackground: msg`page background`,
  primary: msg`primary colour`,
  secondary: msg`secondary colour`,
  success: msg`success colour`,
  warning: msg`warning colour`,
  error: msg`error colour`,
  info: msg`info colour`,
  documentText: msg`document text colour`,
  documentHeading: msg`document heading background`,
  mutedText: msg`secondary text colour`,
}

/**
 * A contrast adjustment in the language on screen (for /system), the same sentence the console gives
 * in English (`ColorAdjustment.message`). Call it while rendering, with `t` from `useLingui()`.
 */
export function describeAdjustment(adjustment: ColorAdjustment, t: Translate): string {
  const { from, to } = adjustment
  const color = t(COLOR_NAMES[adjustment.color])
  switch (adjustment.how) {
    case 'darkened':
      return t(msg`Your ${color} was darkened from ${from} to ${to} for contrast.`)
    case 'lightened':
      return t(msg`Your ${color} was lightened from ${from} to ${to} for contrast.`)
    case 'replaced':
      return t(msg`Your ${color} ${from} could not be adjusted for contrast, so ${to} is used instead.`)
  }
}
