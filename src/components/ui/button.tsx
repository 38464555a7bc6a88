import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { cn } from '@/lib/cn'
import { focusRing } from './focus-ring'
import { mediumButtonBox, outlineButton } from './shared-classes'
import { Spinner } from './spinner'

export { focusRing }

/** Every variant but `link` is a box: its size sets its height, padding and corners. */
const boxed: ('primary' | 'secondary' | 'outline' | 'ghost' | 'danger')[] = [
  'primary',
  'secondary',
  'outline',
  'ghost',
  'danger',
]

export const buttonVariants = cva(
  [
    'relative inline-flex items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors select-none',
    'disabled:cursor-not-allowed disabled:opacity-55 aria-busy:cursor-progress',
    focusRing,
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-on-primary hover:bg-primary-d10 active:bg-primary-d20',
        secondary: 'bg-primary-10 text-primary-d30 hover:bg-primary-20',
        outline: outlineButton,
        ghost: 'text-fg hover:bg-neutral-10',
        danger: 'bg-error text-white hover:bg-error-d10',
        // Text in the run of a sentence: no box of its own, whatever the size. Its hit area reaches
        // 12 px above and below the line, 44 px to touch.
        link: 'rounded-button p-0 text-primary-d10 underline underline-offset-4 after:absolute after:inset-x-0 after:-inset-y-3 hover:text-primary-d30',
      },
      size: {
        sm: 'text-sm',
        md: 'text-sm',
        lg: 'text-base',
        icon: '',
      },
      // The whole row's width (an icon button keeps its square).
      block: { true: '', false: '' },
    },
    compoundVariants: [
      // 36 px to look at, 44 px to touch: the hit area reaches 4 px above and below.
      {
        variant: boxed,
        size: 'sm',
        className: 'h-9 rounded-button-sm px-3 after:absolute after:inset-x-0 after:-inset-y-1',
      },
      { variant: boxed, size: 'md', className: mediumButtonBox },
      { variant: boxed, size: 'lg', className: 'h-12 rounded-button-lg px-6' },
      { variant: boxed, size: 'icon', className: 'size-11 rounded-button' },
      { block: true, size: ['sm', 'md', 'lg'], className: 'w-full' },
    ],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner, keeps the width, and blocks clicks (the button is not disabled, so focus stays). */
    loading?: boolean
  }

export function Button({
  className,
  variant,
  size,
  block,
  loading = false,
  type = 'button',
  children,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size, block }), className)}
      onClick={(event) => {
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...props}
    >
      {loading ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner />
        </span>
      ) : null}
      <span className={cn('inline-flex items-center gap-2', loading && 'invisible')}>{children}</span>
    </button>
  )
}

/** An in-app link that looks like a button: a screen's way forward ("Try again", "Read the FAQ"). */
export function ButtonLink({
  className,
  variant,
  size,
  block,
  ...props
}: ComponentProps<typeof RouterLink> & VariantProps<typeof buttonVariants>) {
  return (
    <RouterLink
      data-slot="button-link"
      className={cn(buttonVariants({ variant, size, block }), className)}
      {...props}
    />
  )
}
