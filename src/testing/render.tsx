import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

/** The app's I18nProvider (English in tests, unless a test chooses another language first). */
export function InI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

/** Renders a component that reads its words from the catalogue, as the app does: inside `InI18n`. */
export const renderInI18n = (ui: ReactElement) => render(ui, { wrapper: InI18n })
