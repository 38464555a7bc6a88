import type { Messages } from '@lingui/core'

/** Every area's es-US catalogue (lingui.config.ts), merged into one chunk that loads lazily (src/lib/i18n/runtime.ts). */
const areas = import.meta.glob<Messages>('./*/es-US.po', { eager: true, import: 'messages' })

export const messages: Messages = Object.assign({}, ...Object.values(areas)) as Messages
