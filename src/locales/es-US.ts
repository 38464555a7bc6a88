import type { Messages } from '@lingui/core'
import { messages as partners } from './partners/es-US.po'
import { messages as session } from './session/es-US.po'
import { messages as shell } from './shell/es-US.po'

/**
 * The es-US copy every screen needs (the shell, and the features the shell itself uses), in one
 * chunk that loads at the start (src/lib/i18n/runtime.ts). The screens' own areas load with them
 * (./areas.ts).
 */
export const messages: Messages = { ...shell, ...partners, ...session }
