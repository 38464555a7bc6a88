/**
 * Payments as CSV for the merchant's books (issue 38): one header row in the merchant's language,
 * then one row a payment: Date (`YYYY-MM-DD`), Type, Status, Amount (a plain decimal: no currency
 * sign, no grouping). RFC 4180: comma-separated, CRLF line ends, a cell quoted when it holds a comma,
 * a quote or a line break.
 */

export interface CsvPayment {
  date: string
  type: string
  status: string
  amount: number
}

export interface CsvHeaders {
  date: string
  type: string
  status: string
  amount: string
}

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return
 * first) gets a leading apostrophe (OWASP's CSV injection advice). Amounts never pass here: they are
 * numbers, so a negative amount stays `-25.00`, a number, not a formula.
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** An amount as a plain decimal with two places; a value that is not a finite number is refused. */
export function amountCell(value: number): string {
  if (!Number.isFinite(value)) throw new TypeError('An amount in a CSV must be a finite number')
  const cents = Math.round(value * 100)
  const sign = cents < 0 ? '-' : ''
  const whole = Math.trunc(Math.abs(cents) / 100)
  return `${sign}${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`
}

export function paymentsCsv(
  headers: CsvHeaders,
  rows: readonly CsvPayment[],
  label: { type: (type: string) => string; status: (status: string) => string },
): string {
  const lines = [
    [headers.date, headers.type, headers.status, headers.amount].map(textCell).join(','),
    ...rows.map((row) =>
      [
        textCell(row.date),
        textCell(label.type(row.type)),
        textCell(label.status(row.status)),
        amountCell(row.amount),
      ].join(','),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/** The file names the issue fixes: `payments-<loanId>.csv`, `scheduled-payments-<loanId>.csv`. */
export const csvFileName = (kind: 'payments' | 'scheduled-payments', loanId: string) =>
  `${kind}-${loanId}.csv`
