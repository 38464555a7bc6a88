/**
 * The title of a screen whose content is built by a later issue (issue 4: "screens owned by later
 * issues show their title in the layout until those issues land").
 */
export function ScreenTitle({ title }: { title: string }) {
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold text-fg">{title}</h1>
    </main>
  )
}
