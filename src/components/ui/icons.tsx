import { clsx } from 'clsx'

/** The ✕ used by close, dismiss and remove buttons (decorative: the button carries the name). */
export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg className={clsx('size-4', className)} viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  )
}
