import type { I18n } from '@lingui/core'
import { chooseLocale, i18nFor } from '@/lib/i18n/runtime'
import { disclosureExample, workedExamples } from '@/testing/disclosure-examples'
import type { Disclosure } from '../api/schemas'
import { buildDisclosure, disclosureForm, disclosureIn, flexDailyPayment, totalPayment } from './disclosure'

const installmentTerms = workedExamples.installment
const flexTerms = workedExamples.flex
const disclosure = disclosureExample

const table = (d: Disclosure) =>
  buildDisclosure(d, { min: 2, max: 6 }).rows.map((r) => [r.label, r.value || r.explanation])

test('form by state: CA/NY offer summary, UT/FL/GA commercial financing, others generic', () => {
  expect(['CA', 'NY', 'UT', 'FL', 'GA', 'TX', 'WA'].map(disclosureForm)).toEqual([
    'offer-summary',
    'offer-summary',
    'commercial-financing',
    'commercial-financing',
    'commercial-financing',
    'generic',
    'generic',
  ])
})

test('derived numbers to the cent', () => {
  const i = disclosure('CA', installmentTerms).terms
  const f = disclosure('CA', flexTerms).terms
  expect(totalPayment(i)).toBe(11200)
  expect(totalPayment(f)).toBe(11200)
  expect(f.loanType === 'FIXED_FEE_FLEX' && flexDailyPayment(f)).toBe(41.48)
})

test('CA installment (§10.1): 8 rows + Average Monthly Cost for weekly payments, in order', () => {
  const model = buildDisclosure(disclosure('CA', installmentTerms), { min: 2, max: 6 })
  expect(model.title).toBe('OFFER SUMMARY - Acme Capital Term Loan')
  expect(model.signatureRequired).toBe(true)
  expect(table(disclosure('CA', installmentTerms))).toEqual([
    ['Funding Provided', '$10,000.00'],
    ['Annual Percentage Rate (APR)', '23.60%'],
    ['Finance Charge', '$1,200.00'],
    ['Total Payment Amount', '$11,200.00'],
    ['Average Monthly Cost', '$970.67'],
    ['Payment', '$224.00 Weekly, 50 payments'],
    ['Term', '350 days'],
    [
      'Prepayment',
      'If you pay off early, you still owe the unpaid part of the $1,200.00 finance charge, up to $1,200.00.',
    ],
    ['Prepayment', 'There are no additional fees for paying early.'],
  ])
  expect(model.rows[0]?.explanation).toBe('First Example Bank will provide this amount.')
  expect(model.rows.at(-2)?.labelRowSpan).toBe(2)
  expect(model.rows.at(-1)?.continuesLabel).toBe(true)
  expect(model.notes[0]).toBe('Funds usually reach your account 2-6 days after you accept.')
})

test('CA installment with monthly payments has no Average Monthly Cost row', () => {
  const monthly = {
    ...installmentTerms,
    paymentAmount: 933.33,
    paymentFrequencyDays: 30,
    paymentCount: 12,
    expectedTermDays: 360,
    maxTermDays: 360,
  }
  expect(table(disclosure('CA', monthly)).map((r) => r[0])).not.toContain('Average Monthly Cost')
})

test('CA flex (§10.2): estimated labels, $41.48 per day, payment terms, 270 days', () => {
  const model = buildDisclosure(disclosure('CA', flexTerms))
  expect(model.title).toBe('OFFER SUMMARY - Acme Capital Flex Loan')
  expect(table(disclosure('CA', flexTerms))).toEqual([
    ['Funding Provided', '$10,000.00'],
    ['Estimated Annual Percentage Rate (APR)', '31.10%'],
    ['Finance Charge', '$1,200.00'],
    ['Estimated Total Payment Amount', '$11,200.00'],
    ['Estimated Monthly Cost', '$1,261.73'],
    ['Estimated Payment', '$41.48 per day. No additional payments are expected.'],
    [
      'Payment Terms',
      'Each settlement day, 15.00% of your card receipts goes to repaying this financing. If those payments in a 60-day period add up to less than $1,867.00, the difference is debited at the end of the period. Everything is due by day 540.',
    ],
    ['Estimated Term', '270 days'],
    [
      'Prepayment',
      'If you pay off early, you still owe the unpaid part of the $1,200.00 finance charge, up to $1,200.00, based upon our estimates.',
    ],
    ['Prepayment', 'There are no additional fees for paying early.'],
  ])
  expect(model.rows[1]?.explanation).toContain('average monthly income of $8,411.52')
})

test('NY (§5): no hyphen in the title, 100% of the unpaid finance charge, avoidable fees, collateral last', () => {
  const model = buildDisclosure(disclosure('NY', installmentTerms))
  expect(model.title).toBe('OFFER SUMMARY Acme Capital Term Loan')
  const rows = table(disclosure('NY', installmentTerms))
  expect(rows.find((r) => r[0] === 'Prepayment')?.[1]).toBe(
    'If you pay off early, you must still pay 100% of the unpaid finance charge, up to $1,200.00.',
  )
  expect(rows.at(-2)).toEqual(['Avoidable fees', 'Late fee $15.00; Returned payment fee $25.00'])
  expect(rows.at(-1)).toEqual(['Collateral Requirements', 'None'])
  expect(table(disclosure('NY', flexTerms)).at(-1)).toEqual(['Collateral Requirements', 'None'])
  const secured = table(
    disclosure('NY', flexTerms, { collateral: 'A general security interest in business assets.' }),
  )
  expect(secured.at(-1)).toEqual([
    'Collateral Requirements',
    'A general security interest in business assets.',
  ])
})

test.each(['UT', 'FL', 'GA'])('%s installment (§6, §10.1): the statutory items in order', (state) => {
  expect(buildDisclosure(disclosure(state, installmentTerms)).signatureRequired).toBe(false)
  expect(table(disclosure(state, installmentTerms))).toEqual([
    ['Total amount of funds provided', '$10,000.00'],
    ['Total amount to be paid', '$11,200.00'],
    ['Total dollar cost', '$1,200.00'],
    [
      'Manner, frequency and amount of payments',
      '50 weekly payments of $224.00 by ACH debit, starting 12/01/2026.',
    ],
    [
      'Prepayment',
      'Paying early does not reduce the fee. There is no prepayment penalty or discount. See the prepayment section of your agreement.',
    ],
  ])
})

test.each(['UT', 'FL', 'GA'])('%s flex (§10.2): estimated initial payment and how payments vary', (state) => {
  const rows = table(disclosure(state, flexTerms))
  expect(rows.slice(0, 3)).toEqual([
    ['Total amount of funds provided', '$10,000.00'],
    ['Total amount to be paid', '$11,200.00'],
    ['Total dollar cost', '$1,200.00'],
  ])
  expect(rows[3]?.[1]).toBe(
    '15.00% of each card settlement, remitted each settlement day; estimated initial payment about $41.48 a day, based on average monthly card sales of $8,411.52; at least $1,867.00 per 60-day period, with any shortfall debited at the end of the period; all due within 540 days.',
  )
})

test('disbursed less than provided: CA explains the deduction; UT/FL/GA add the disbursed item', () => {
  const less = { disbursementAmount: 9750 }
  expect(buildDisclosure(disclosure('CA', installmentTerms, less)).rows[0]?.explanation).toBe(
    'First Example Bank will provide this amount. $250.00 is deducted at funding, so $9,750.00 reaches your account.',
  )
  expect(table(disclosure('FL', installmentTerms, less))[1]).toEqual([
    'Total amount of funds disbursed',
    '$9,750.00',
  ])
})

test('any other state gets the generic summary (§7, §10)', () => {
  expect(table(disclosure('TX', installmentTerms))).toEqual([
    ['Amount', '$10,000.00'],
    ['Fee', '$1,200.00'],
    ['Total repayment', '$11,200.00'],
    ['APR', '23.60%'],
    ['Payment', '$224.00 Weekly × 50'],
    ['Expected term', '350 days'],
  ])
  expect(table(disclosure('TX', flexTerms)).slice(4)).toEqual([
    ['Payment', '15.00% of daily card sales, at least $1,867.00 every 60 days'],
    ['Expected term', '270 days'],
    ['Maximum term', '1 year 6 months'],
  ])
  const model = buildDisclosure(disclosure('TX', flexTerms))
  expect(model.signatureRequired).toBe(false)
  expect(model.notes[1]).toBe('Prepared for Diaz Foods LLC, 1 Main St, Austin, TX 78701.')
})

test('every duration row follows the one duration rule: a 2-year installment Term reads in years and months', () => {
  // 104 weekly payments: 728 days → 2 years 1 month (360-day years, 30-day months, spec §9).
  const long = { ...installmentTerms, paymentCount: 104, expectedTermDays: 728, maxTermDays: 728 }
  const rows = table(disclosure('CA', long))
  expect(rows).toContainEqual(['Term', '2 years 1 month'])
  expect(rows.flat().join(' ')).not.toMatch(/728 days/)
})

describe('in Spanish (es-US): the same worked examples, row for row, to the cent', () => {
  let es: I18n
  let en: I18n
  beforeAll(async () => {
    ;[es, en] = await Promise.all([i18nFor('es-US'), i18nFor('en-US')])
  })
  const spanish = (d: Disclosure) => buildDisclosure(d, { min: 2, max: 6 }, es)
  const spanishTable = (d: Disclosure) => spanish(d).rows.map((r) => [r.label, r.value || r.explanation])
  /** Every figure a row shows: money, percentages, counts of days. */
  const figures = (text = '') => text.match(/\$[\d,]+\.\d{2}|\d+(\.\d+)?%|\d+/g) ?? []

  test.each(
    ['CA', 'NY', 'UT', 'FL', 'GA', 'TX'].flatMap((s) => [[s, 'installment'] as const, [s, 'flex'] as const]),
  )('%s %s: as many rows as the English, with the same figures in the same rows', (state, kind) => {
    const d = disclosure(state, workedExamples[kind])
    const english = buildDisclosure(d, { min: 2, max: 6 }, en)
    const translated = spanish(d)
    expect(translated.locale).toBe('es-US')
    expect(translated.rows).toHaveLength(english.rows.length)
    translated.rows.forEach((row, i) => {
      const original = english.rows[i]!
      // A bare figure is written the same; a duration or a sentence keeps its figures.
      if (/^[$\d,.%]*$/.test(original.value)) expect(row.value).toBe(original.value)
      expect(figures(row.value)).toEqual(figures(original.value))
      expect(figures(row.explanation).sort()).toEqual(figures(original.explanation).sort())
      expect([row.merged, row.labelRowSpan, row.continuesLabel]).toEqual([
        original.merged,
        original.labelRowSpan,
        original.continuesLabel,
      ])
    })
    expect(translated.signatureRequired).toBe(english.signatureRequired)
  })

  test('CA installment (§10.1)', () => {
    const model = spanish(disclosure('CA', installmentTerms))
    expect(model.title).toBe('RESUMEN DE LA OFERTA - Préstamo en cuotas de Acme Capital')
    expect(spanishTable(disclosure('CA', installmentTerms))).toEqual([
      ['Financiamiento otorgado', '$10,000.00'],
      ['Tasa de porcentaje anual (APR)', '23.60%'],
      ['Cargo financiero', '$1,200.00'],
      ['Total a pagar', '$11,200.00'],
      ['Costo mensual promedio', '$970.67'],
      ['Pago', '$224.00 cada semana, 50 pagos'],
      ['Plazo', '350 días'],
      [
        'Pago anticipado',
        'Si paga el saldo por anticipado, aún debe la parte no pagada del cargo financiero de $1,200.00, hasta $1,200.00.',
      ],
      ['Pago anticipado', 'No hay cargos adicionales por pagar por anticipado.'],
    ])
    expect(model.rows[0]?.explanation).toBe('First Example Bank le otorgará este monto.')
    expect(model.rows[4]?.explanation).toBe('Usted paga cada semana; esta cifra es el promedio mensual.')
    expect(model.notes).toEqual([
      'Por lo general, usted recibe los fondos en su cuenta 2-6 días después de aceptar.',
      'Preparado para Diaz Foods LLC, 1 Main St, Austin, TX 78701.',
    ])
  })

  test('CA flex (§10.2): estimated labels, $41.48 per day, payment terms, 270 days', () => {
    const model = spanish(disclosure('CA', flexTerms))
    expect(model.title).toBe('RESUMEN DE LA OFERTA - Préstamo Flex de Acme Capital')
    expect(spanishTable(disclosure('CA', flexTerms))).toEqual([
      ['Financiamiento otorgado', '$10,000.00'],
      ['Tasa de porcentaje anual (APR) estimada', '31.10%'],
      ['Cargo financiero', '$1,200.00'],
      ['Total a pagar estimado', '$11,200.00'],
      ['Costo mensual estimado', '$1,261.73'],
      ['Pago estimado', '$41.48 por día. No se esperan pagos adicionales.'],
      [
        'Condiciones de pago',
        'Cada día de liquidación, se retiene el 15.00% de sus ingresos con tarjeta para pagar este financiamiento. Si esos pagos suman menos de $1,867.00 en un período de pago de 60 días, la diferencia se debita al final del período. Todo debe estar pagado, como máximo, el día 540.',
      ],
      ['Plazo estimado', '270 días'],
      [
        'Pago anticipado',
        'Si paga el saldo por anticipado, aún debe la parte no pagada del cargo financiero de $1,200.00, hasta $1,200.00, según nuestras estimaciones.',
      ],
      ['Pago anticipado', 'No hay cargos adicionales por pagar por anticipado.'],
    ])
    expect(model.rows[1]?.explanation).toContain('ingresos mensuales promedio de $8,411.52')
    expect(model.rows[7]?.explanation).toBe(
      'Según ingresos mensuales promedio de $8,411.52 por ventas con tarjeta.',
    )
  })

  test('NY (§5): no hyphen, 100% of the unpaid finance charge, avoidable fees, collateral last', () => {
    expect(spanish(disclosure('NY', installmentTerms)).title).toBe(
      'RESUMEN DE LA OFERTA Préstamo en cuotas de Acme Capital',
    )
    const rows = spanishTable(disclosure('NY', installmentTerms))
    expect(rows.find((r) => r[0] === 'Pago anticipado')?.[1]).toBe(
      'Si paga el saldo por anticipado, aún debe pagar el 100% del cargo financiero no pagado, hasta $1,200.00.',
    )
    expect(rows.at(-2)).toEqual([
      'Cargos evitables',
      'Cargo por pago atrasado $15.00; Cargo por pago devuelto $25.00',
    ])
    expect(rows.at(-1)).toEqual(['Requisitos de garantía', 'Ninguno'])
    const flexRows = spanishTable(disclosure('NY', flexTerms))
    expect(flexRows.slice(0, 8).map((r) => r[1])).toEqual([
      '$10,000.00',
      '31.10%',
      '$1,200.00',
      '$11,200.00',
      '$1,261.73',
      '$41.48 por día. No se esperan pagos adicionales.',
      expect.stringContaining('se retiene el 15.00%'),
      '270 días',
    ])
    expect(flexRows.find((r) => r[0] === 'Pago anticipado')?.[1]).toBe(
      'Si paga el saldo por anticipado, aún debe pagar el 100% del cargo financiero no pagado, hasta $1,200.00, según nuestras estimaciones.',
    )
    expect(flexRows.at(-1)).toEqual(['Requisitos de garantía', 'Ninguno'])
    // A description of collateral from the lender is shown as the lender wrote it.
    const secured = spanishTable(
      disclosure('NY', flexTerms, { collateral: 'A general security interest in business assets.' }),
    )
    expect(secured.at(-1)).toEqual([
      'Requisitos de garantía',
      'A general security interest in business assets.',
    ])
  })

  test.each(['UT', 'FL', 'GA'])('%s installment (§6, §10.1): the statutory items in order', (state) => {
    const model = spanish(disclosure(state, installmentTerms))
    expect(model.title).toBe('Divulgación de financiamiento comercial')
    expect(model.signatureRequired).toBe(false)
    expect(spanishTable(disclosure(state, installmentTerms))).toEqual([
      ['Monto total de los fondos otorgados', '$10,000.00'],
      ['Monto total a pagar', '$11,200.00'],
      ['Costo total en dólares', '$1,200.00'],
      [
        'Forma, frecuencia y monto de los pagos',
        '50 pagos de $224.00 cada semana por débito ACH, desde el 12/01/2026.',
      ],
      [
        'Pago anticipado',
        'Pagar por anticipado no reduce el cargo fijo. No hay penalidad ni descuento por pago anticipado. Consulte la sección sobre pago anticipado de su contrato.',
      ],
    ])
  })

  test.each(['UT', 'FL', 'GA'])(
    '%s flex (§6, §10.2): estimated initial payment and how payments vary',
    (state) => {
      const rows = spanishTable(disclosure(state, flexTerms))
      expect(rows.slice(0, 3)).toEqual([
        ['Monto total de los fondos otorgados', '$10,000.00'],
        ['Monto total a pagar', '$11,200.00'],
        ['Costo total en dólares', '$1,200.00'],
      ])
      expect(rows[3]).toEqual([
        'Forma, frecuencia y monto de los pagos',
        'Retención del 15.00% de cada liquidación con tarjeta, enviada cada día de liquidación; pago inicial estimado de aproximadamente $41.48 por día, según ventas mensuales promedio con tarjeta de $8,411.52; al menos $1,867.00 por cada período de pago de 60 días, y cualquier faltante se debita al final del período; todo vence dentro de 540 días.',
      ])
      expect(rows[4]?.[0]).toBe('Pago anticipado')
    },
  )

  test('disbursed less than provided, in Spanish: CA explains the deduction; FL adds the disbursed item', () => {
    const less = { disbursementAmount: 9750 }
    expect(spanish(disclosure('CA', installmentTerms, less)).rows[0]?.explanation).toBe(
      'First Example Bank le otorgará este monto. Al momento del desembolso se descuentan $250.00, así que usted recibe $9,750.00 en su cuenta.',
    )
    expect(spanishTable(disclosure('FL', installmentTerms, less))[1]).toEqual([
      'Monto total de los fondos desembolsados',
      '$9,750.00',
    ])
  })

  test('any other state: the generic summary, and durations in years and months', () => {
    expect(spanishTable(disclosure('TX', installmentTerms))).toEqual([
      ['Monto', '$10,000.00'],
      ['Cargo fijo', '$1,200.00'],
      ['Total a pagar', '$11,200.00'],
      ['Tasa de porcentaje anual (APR)', '23.60%'],
      ['Pago', '$224.00 cada semana × 50'],
      ['Plazo esperado', '350 días'],
    ])
    expect(spanishTable(disclosure('TX', flexTerms)).slice(4)).toEqual([
      ['Pago', '15.00% de las ventas diarias con tarjeta, al menos $1,867.00 cada 60 días'],
      ['Plazo esperado', '270 días'],
      ['Plazo máximo', '1 año y 6 meses'],
    ])
    expect(spanish(disclosure('TX', flexTerms)).title).toBe('Su oferta: Préstamo Flex de Acme Capital')
  })

  test('the English original is built from a Spanish model, whatever the language on screen', async () => {
    await chooseLocale('es-US')
    const d = disclosure('CA', flexTerms)
    const onScreen = buildDisclosure(d, { min: 2, max: 6 })
    expect(onScreen.title).toBe('RESUMEN DE LA OFERTA - Préstamo Flex de Acme Capital')
    const original = disclosureIn(onScreen, en)
    expect(original.locale).toBe('en-US')
    expect(original.title).toBe('OFFER SUMMARY - Acme Capital Flex Loan')
    expect(original.rows).toEqual(buildDisclosure(d, { min: 2, max: 6 }, en).rows)
    expect(original.rows[0]).toMatchObject({ label: 'Funding Provided', value: '$10,000.00' })
    expect(disclosureIn(onScreen, es)).toBe(onScreen)
  })
})
