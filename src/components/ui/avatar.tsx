import { cn } from '@/lib/cn'

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''
  return (first + last).toUpperCase() || '?'
}

/** Initials in a circle; the name is the accessible label. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      data-slot="avatar"
      role="img"
      aria-label={name}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-avatar bg-primary-20 text-sm font-semibold text-primary-d40',
        className,
      )}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  )
}
