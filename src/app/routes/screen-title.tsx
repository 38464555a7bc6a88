/**
 * A screen that is only its title, inside the layout: the router's catch-all ("Page not found"). The
 * title comes already in the language on screen (the router reads it from the catalogue).
 */
export function ScreenTitle({ title }: { title: string }) {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold text-fg">{title}</h1>
    </main>
  )
}
