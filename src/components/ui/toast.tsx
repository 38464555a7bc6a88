import { useLingui } from '@lingui/react/macro'
import { focusRing } from './focus-ring'
import { cva } from 'class-variance-authority'
import { useEffect, useRef } from 'react'
import { create } from 'zustand'
import { cn } from '@/lib/cn'
import { CloseIcon } from './icons'

/** Notifications close on their own after 5000 ms (spec §9), paused while hovered or focused. */
export const TOAST_DURATION_MS = 5000

export type ToastTone = 'success' | 'error' | 'info'
export interface Toast {
  id: number
  tone: ToastTone
  title: string
  description?: string
}

interface ToastState {
  toasts: Toast[]
}

let nextId = 1
const useToastStore = create<ToastState>()(() => ({ toasts: [] }))

export const toast = {
  show(tone: ToastTone, title: string, description?: string): number {
    const id = nextId++
    useToastStore.setState((s) => ({ toasts: [...s.toasts, { id, tone, title, description }].slice(-4) }))
    return id
  },
  success: (title: string, description?: string) => toast.show('success', title, description),
  error: (title: string, description?: string) => toast.show('error', title, description),
  info: (title: string, description?: string) => toast.show('info', title, description),
  dismiss(id: number) {
    useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }))
  },
  clear() {
    useToastStore.setState({ toasts: [] })
  },
}

/**
 * Where toasts appear. Two live regions exist from the start (screen readers only announce changes
 * to regions already in the page): errors interrupt, the rest wait their turn.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts)
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end">
      <div
        role="alert"
        aria-live="assertive"
        className="flex w-full flex-col items-center gap-2 sm:items-end"
      >
        {toasts
          .filter((t) => t.tone === 'error')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
      <div role="status" aria-live="polite" className="flex w-full flex-col items-center gap-2 sm:items-end">
        {toasts
          .filter((t) => t.tone !== 'error')
          .map((t) => (
            <ToastItem key={t.id} toast={t} />
          ))}
      </div>
    </div>
  )
}

/** A toast's box; its tone colours the bar on its left. */
const toastVariants = cva(
  'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-toast border border-l-4 border-border bg-surface p-4 shadow-lg',
  {
    variants: {
      tone: {
        success: 'border-l-success',
        error: 'border-l-error',
        info: 'border-l-info',
      } satisfies Record<ToastTone, string>,
    },
  },
)

function ToastItem({ toast: item }: { toast: Toast }) {
  const { t } = useLingui()
  const remaining = useRef(TOAST_DURATION_MS)
  const startedAt = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const start = () => {
    startedAt.current = Date.now()
    timer.current = setTimeout(() => toast.dismiss(item.id), remaining.current)
  }
  const pause = () => {
    if (timer.current === null) return
    clearTimeout(timer.current)
    timer.current = null
    remaining.current -= Date.now() - startedAt.current
  }

  useEffect(() => {
    start()
    return () => {
      if (timer.current !== null) clearTimeout(timer.current)
    }
    // Start once per toast; pause/resume manage the timer afterwards.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div
      data-slot="toast"
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
      className={cn(toastVariants({ tone: item.tone }))}
    >
      {/* Drawn outside the page's containers: masked in replay on its own (payment amounts). */}
      <div className="min-w-0 flex-1 text-sm" data-dd-privacy="mask">
        <p className="font-semibold text-fg">{item.title}</p>
        {item.description ? <p className="mt-1 text-fg-muted">{item.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        aria-label={t`Dismiss notification`}
        className={`-m-2 inline-flex size-11 items-center justify-center rounded-button text-fg-muted hover:bg-neutral-10 ${focusRing}`}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
