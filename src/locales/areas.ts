import { type CatalogueLoaders, addCatalogue, localeState } from '@/lib/i18n/runtime'

/**
 * The catalogues that load with the screens that use them, not at the start (issue 15): each
 * screen in src/app/router.tsx names its areas, and src/app/screen-catalogues.test.ts checks that
 * they are exactly the areas of the code the screen imports. Each area and language is a chunk of
 * its own.
 */
export const catalogueAreas = {
  routes: {
    'en-US': () => import('./routes/en-US.po'),
    'es-US': () => import('./routes/es-US.po'),
  },
  system: {
    'en-US': () => import('./system/en-US.po'),
    'es-US': () => import('./system/es-US.po'),
  },
  application: {
    'en-US': () => import('./application/en-US.po'),
    'es-US': () => import('./application/es-US.po'),
  },
  consent: {
    'en-US': () => import('./consent/en-US.po'),
    'es-US': () => import('./consent/es-US.po'),
  },
  loans: {
    'en-US': () => import('./loans/en-US.po'),
    'es-US': () => import('./loans/es-US.po'),
  },
  offers: {
    'en-US': () => import('./offers/en-US.po'),
    'es-US': () => import('./offers/es-US.po'),
  },
} satisfies Record<string, CatalogueLoaders>

export type CatalogueArea = keyof typeof catalogueAreas

/** Loads `areas` for the language on screen (and with every switch from now on). */
export function loadAreas(areas: readonly CatalogueArea[]): Promise<void> {
  return Promise.all(areas.map((area) => addCatalogue(catalogueAreas[area]))).then(() => undefined)
}

/**
 * Starts loading `areas` for the language being shown, for a screen that may come next (the `/`
 * loader's preloads): they are not added to language switches until the screen shows (`loadAreas`).
 */
export function preloadAreas(areas: readonly CatalogueArea[]): void {
  const { wanted } = localeState()
  for (const area of areas) void catalogueAreas[area][wanted]().catch(() => undefined)
}
