import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseLocale } from '@/lib/i18n/runtime'
import { disclosureExample, workedExamples } from '@/testing/disclosure-examples'
import { buildDisclosure } from '../model/disclosure'
import { DisclosureDocument } from './disclosure-document'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function show(state: string, kind: 'installment' | 'flex') {
  const d = disclosureExample(state, workedExamples[kind])
  return render(
    <I18nProvider i18n={i18n}>
      <DisclosureDocument
        headingLevel="h1"
        model={buildDisclosure(d, { min: 2, max: 6 })}
        generatedAt={d.generatedAt}
        signature={{ name: 'Ana Diaz', signedAt: '2026-11-21T15:02:00Z' }}
      />
    </I18nProvider>,
  )
}

test('in English, the form alone: no translation note, no English original to open', () => {
  show('CA', 'flex')
  expect(
    screen.getByRole('heading', { level: 1, name: 'OFFER SUMMARY - Acme Capital Flex Loan' }),
  ).toBeVisible()
  expect(screen.getByRole('rowheader', { name: 'Funding Provided' })).toBeVisible()
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.queryByText(/English version governs/)).toBeNull()
})

test('in Spanish, the Spanish form, the governing note, and the English original one click away', async () => {
  const user = userEvent.setup()
  show('CA', 'flex')
  await act(() => chooseLocale('es-US'))

  const spanish = screen.getByRole('article', {
    name: 'RESUMEN DE LA OFERTA - Préstamo Flex de Acme Capital',
  })
  expect(within(spanish).getByRole('heading', { level: 1 })).toBeVisible()
  expect(within(spanish).getByRole('row', { name: /Financiamiento otorgado \$10,000\.00/ })).toBeVisible()
  expect(within(spanish).getByRole('row', { name: /Costo mensual estimado \$1,261\.73/ })).toBeVisible()
  expect(within(spanish).getByText('$41.48 por día. No se esperan pagos adicionales.')).toBeVisible()
  expect(
    within(spanish).getByText('Rige la versión en inglés; la versión en español es una traducción.'),
  ).toBeVisible()
  expect(within(spanish).getByText('Firma del destinatario')).toBeVisible()
  expect(screen.queryByText('Funding Provided')).toBeNull()

  // A real button, reached and opened from the keyboard.
  const toggle = screen.getByRole('button', { name: 'Ver el original en inglés' })
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(toggle.className).toMatch(/\bh-11\b/) // 44 px
  toggle.focus()
  await user.keyboard('{Enter}')
  expect(toggle).toHaveAttribute('aria-expanded', 'true')

  const english = await screen.findByRole('article', { name: 'OFFER SUMMARY - Acme Capital Flex Loan' })
  expect(english).toHaveAttribute('lang', 'en-US')
  expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(english)
  expect(within(english).getByRole('heading', { level: 2 })).toBeVisible()
  for (const [label, value] of [
    ['Funding Provided', '$10,000.00'],
    ['Estimated Annual Percentage Rate (APR)', '31.10%'],
    ['Finance Charge', '$1,200.00'],
    ['Estimated Total Payment Amount', '$11,200.00'],
    ['Estimated Monthly Cost', '$1,261.73'],
    ['Estimated Term', '270 days'],
  ] as const)
    expect(
      within(english).getByRole('row', { name: new RegExp(`^${escape(label)} ${escape(value)}`) }),
    ).toBeVisible()
  expect(within(english).getByText('$41.48 per day. No additional payments are expected.')).toBeVisible()
  expect(
    within(english).getByText('The English version governs; the Spanish version is a translation.'),
  ).toBeVisible()
  expect(within(english).getByText('Recipient Signature')).toBeVisible()
  expect(within(english).getByText('Ana Diaz')).toBeVisible()
  // The rest of the page stays in Spanish.
  expect(within(spanish).getByRole('rowheader', { name: 'Pago estimado' })).toBeVisible()

  await user.click(toggle)
  expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('article', { name: 'OFFER SUMMARY - Acme Capital Flex Loan' })).toBeNull()
})

test.each(['NY', 'UT', 'FL', 'GA', 'TX'])(
  '%s: the English original shows the English rows',
  async (state) => {
    const user = userEvent.setup()
    await chooseLocale('es-US')
    show(state, 'installment')
    await user.click(screen.getByRole('button', { name: 'Ver el original en inglés' }))
    const articles = await screen.findAllByRole('article')
    expect(articles).toHaveLength(2)
    const [spanish, english] = articles as [HTMLElement, HTMLElement]
    const expected =
      state === 'NY'
        ? ['Funding Provided', 'Collateral Requirements', 'Financiamiento otorgado', 'Requisitos de garantía']
        : state === 'TX'
          ? ['Expected term', 'Expected term', 'Plazo esperado', 'Plazo esperado']
          : [
              'Total amount of funds provided',
              'Manner, frequency and amount of payments',
              'Monto total de los fondos otorgados',
              'Forma, frecuencia y monto de los pagos',
            ]
    expect(within(english).getByRole('rowheader', { name: expected[0] })).toBeVisible()
    expect(within(english).getByRole('rowheader', { name: expected[1] })).toBeVisible()
    expect(within(spanish).getByRole('rowheader', { name: expected[2] })).toBeVisible()
    expect(within(spanish).getByRole('rowheader', { name: expected[3] })).toBeVisible()
    // The same figures on both sides.
    for (const figure of ['$10,000.00', '$1,200.00', '$11,200.00']) {
      expect(within(spanish).getAllByText(figure).length).toBeGreaterThan(0)
      expect(within(english).getAllByText(figure).length).toBeGreaterThan(0)
    }
  },
)
