import { cn } from '@/lib/cn'

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center', className)}
    >
      <svg
        className="size-4 animate-spin motion-reduce:animate-none"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
      {/* Said, never seen: in a face on the device, so it never starts a font download. */}
      {label ? <span className="sr-only font-local">{label}</span> : null}
    </span>
  )
}
