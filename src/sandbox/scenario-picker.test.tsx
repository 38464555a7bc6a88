import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { chooseLocale } from '@/lib/i18n/runtime'
import { ScenarioPicker } from './scenario-picker'
import { SCENARIO_GROUPS, SCENARIOS } from './scenarios'

// The browser sandbox (msw's service worker) stands in for the node one the tests share.
vi.mock('./browser', async () => ({ sandbox: (await import('@/testing/server')).sandbox }))

function renderPicker() {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/sandbox']}>
        <ScenarioPicker />
      </MemoryRouter>
    </I18nProvider>,
  )
}

test('in English: every group and every scenario by the names the catalogue gives (ids unchanged)', async () => {
  renderPicker()
  expect(await screen.findByRole('heading', { level: 1, name: 'Try Credit Connect' })).toBeInTheDocument()
  for (const group of SCENARIO_GROUPS)
    expect(screen.getByRole('heading', { name: group })).toBeInTheDocument()
  for (const s of SCENARIOS) expect(screen.getByRole('link', { name: `Open ${s.title}` })).toBeInTheDocument()
})

test('in Spanish: the picker, its groups and every scenario’s name and description, none left in English', async () => {
  const missing: string[] = []
  const onMissing = ({ id }: { id: string }) => void missing.push(id)
  i18n.on('missing', onMissing)
  try {
    await act(() => chooseLocale('es-US'))
    renderPicker()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pruebe Credit Connect' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Préstamos anteriores' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Fallas' })).toBeInTheDocument()
    const spanish = screen.getByRole('link', {
      name: 'Abrir Plataforma con español como idioma predeterminado',
    })
    expect(spanish).toHaveAttribute('href', '/sandbox?launch=spanish-partner')
    const card = within(spanish.closest('li')!)
    expect(card.getByText(/^La configuración de la plataforma indica español/)).toBeInTheDocument()
    expect(card.getByText('/splash')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^Abrir / })).toHaveLength(SCENARIOS.length)
    expect(missing).toEqual([])
  } finally {
    i18n.removeListener('missing', onMissing)
  }
})
