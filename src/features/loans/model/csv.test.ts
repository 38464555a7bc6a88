import fc from 'fast-check'
import { amountCell, csvFileName, paymentsCsv, textCell } from './csv'

const headers = { date: 'Date', type: 'Type', status: 'Status', amount: 'Amount' }
const same = { type: (v: string) => v, status: (v: string) => v }

test('a header row, then one row a payment, with plain decimal amounts', () => {
  const csv = paymentsCsv(
    headers,
    [
      { date: '2026-11-20', type: 'WITHHOLDING', status: 'COMPLETED', amount: 143.5 },
      { date: '2026-11-02', type: 'REFUND', status: 'COMPLETED', amount: -25 },
      { date: '2026-10-01', type: 'FUNDING', status: 'COMPLETED', amount: 12000 },
    ],
    same,
  )
  expect(csv).toBe(
    'Date,Type,Status,Amount\r\n2026-11-20,WITHHOLDING,COMPLETED,143.50\r\n2026-11-02,REFUND,COMPLETED,-25.00\r\n2026-10-01,FUNDING,COMPLETED,12000.00\r\n',
  )
})

test('headers and labels in the merchant language, quoted where they need it', () => {
  const csv = paymentsCsv(
    { date: 'Fecha', type: 'Tipo', status: 'Estado', amount: 'Monto' },
    [{ date: '2026-11-20', type: 'WITHHOLDING', status: 'PENDING', amount: 1 }],
    { type: () => 'Retención, diaria', status: () => 'Pendiente "pronto"' },
  )
  expect(csv.split('\r\n')[1]).toBe('2026-11-20,"Retención, diaria","Pendiente ""pronto""",1.00')
})

test.each([
  ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ['+1', "'+1"],
  ['-2', "'-2"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tcmd', "'\tcmd"],
  ['\rcmd', `"'\rcmd"`],
  ['Funding', 'Funding'],
])('text cell %j is escaped against formulas: %j', (value, cell) => {
  expect(textCell(value)).toBe(cell)
})

test('amounts stay numbers: a negative amount is not escaped; NaN is refused', () => {
  expect(amountCell(-25)).toBe('-25.00')
  expect(amountCell(0.1 + 0.2)).toBe('0.30')
  expect(amountCell(1234567.891)).toBe('1234567.89')
  expect(() => amountCell(Number.NaN)).toThrow(TypeError)
})

test('property: every row is there and the amounts add up to the same cents', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          date: fc.constant('2026-11-20'),
          type: fc.string(),
          status: fc.string(),
          amount: fc.integer({ min: -1_000_000, max: 10_000_000 }).map((c) => c / 100),
        }),
        { maxLength: 50 },
      ),
      (rows) => {
        const csv = paymentsCsv(headers, rows, { type: () => 'T', status: () => 'S' })
        const lines = csv.trimEnd().split('\r\n').slice(1)
        expect(lines).toHaveLength(rows.length)
        const sum = (cents: number[]) => cents.reduce((a, b) => a + b, 0)
        expect(sum(lines.map((l) => Math.round(Number(l.split(',').at(-1)) * 100)))).toBe(
          sum(rows.map((r) => Math.round(r.amount * 100))),
        )
      },
    ),
  )
})

test('file names', () => {
  expect(csvFileName('payments', 'loan_1')).toBe('payments-loan_1.csv')
  expect(csvFileName('scheduled-payments', 'loan_1')).toBe('scheduled-payments-loan_1.csv')
})
