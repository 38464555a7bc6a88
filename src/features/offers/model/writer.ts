import type { I18n, MessageDescriptor } from '@lingui/core'
import { formatApr, formatBps, formatMoney } from '@/lib/format'
import { durationLabel, frequencyLabel } from './wording'

/** The language of the regulated text: the one that governs (decision 0017). */
export const GOVERNING_LOCALE = 'en-US'

/** Builds the rows in one language: the Lingui instance's. */
export class Writer {
  readonly i18n: I18n
  /** Figures are written as US English writes them; US Spanish writes them the same way. */
  private readonly numbers: string

  constructor(i18n: I18n) {
    this.i18n = i18n
    this.numbers = i18n.locale === 'es-US' ? 'es-US' : 'en-US'
  }

  /** A translation stands beside the English original, which keeps the API's own English text. */
  get translating(): boolean {
    return this.i18n.locale !== GOVERNING_LOCALE
  }

  say(descriptor: MessageDescriptor): string {
    return this.i18n._(descriptor)
  }

  money(value: number): string {
    return formatMoney(value, this.numbers)
  }

  apr(fraction: number): string {
    return formatApr(fraction, this.numbers)
  }

  bps(bps: number): string {
    return formatBps(bps, this.numbers)
  }

  duration(days: number): string {
    return durationLabel(this.i18n, days)
  }

  frequency(days: number, lower = false): string {
    return frequencyLabel(this.i18n, days, lower)
  }
}
