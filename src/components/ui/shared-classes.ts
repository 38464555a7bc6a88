/**
 * Class lists the kit's parts share with first-page parts that cannot load the kit (the kit chunk
 * must stay off the first page: `npm run size`). Plain strings, like `focus-ring.ts`: the panel shown
 * when a screen's code fails to load (app/screen-not-loaded.tsx) draws an error alert and an outline
 * button from these, the same ones `Alert` and `Button` use.
 */
export const errorTone = 'border-error-30 bg-error-10 text-error-d50' as const
export const outlineButton = 'border border-border bg-surface text-fg hover:bg-neutral-10' as const
/** A medium button's box: 44 px tall. */
export const mediumButtonBox = 'h-11 rounded-button px-4' as const
