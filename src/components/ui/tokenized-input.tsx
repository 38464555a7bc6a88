import { useLingui } from '@lingui/react/macro'
import { focusRing } from './focus-ring'
import { type ComponentProps, type KeyboardEvent, type Ref, useState } from 'react'
import { MASK_WIDTH, maskToken, maskValue } from '@/lib/format'
import { cn } from '@/lib/cn'
import { CloseIcon } from './icons'
import { useFieldControlProps } from './field'
import { textControlClass } from './input'

/** Digits and at most one decimal point (spec §5). */
export function sanitizeNumeric(text: string): string {
  let seenPoint = false
  let out = ''
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') out += ch
    else if (ch === '.' && !seenPoint) {
      seenPoint = true
      out += ch
    }
  }
  return out
}

const BACKSPACE = 8
const DELETE = 46

interface TokenizedInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'ref'> {
  value: string
  onChange: (value: string) => void
  maxLength?: number
  /** Mask only once the value reaches `maxLength`, rather than on Enter or blur. */
  maskOnMaxLength?: boolean
  maskWidth?: number
  /** The input, for a form to focus when the field is in error. */
  controlRef?: Ref<HTMLInputElement>
}

/**
 * The tokenized numeric input (spec §5) for account numbers. While typing it accepts digits and one
 * decimal point; on Enter or blur the value is masked to its last 4 characters padded with asterisks.
 * Backspace (8), Delete (46) or the remove button clears it for a fresh entry: a masked value is never
 * edited piecemeal. The form keeps the real value; the screen shows only the mask.
 */
export function TokenizedInput({
  value,
  onChange,
  maxLength,
  maskOnMaxLength = false,
  maskWidth = MASK_WIDTH,
  className,
  onBlur,
  onKeyDown,
  id,
  disabled,
  controlRef,
  ...props
}: TokenizedInputProps) {
  const { t } = useLingui()
  const field = useFieldControlProps(id)
  const [masked, setMasked] = useState(() => value.length > 0)

  const clear = () => {
    setMasked(false)
    onChange('')
  }
  const mask = () => {
    if (value.length > 0) setMasked(true)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const code = event.keyCode || event.which
    if (
      masked &&
      (event.key === 'Backspace' || event.key === 'Delete' || code === BACKSPACE || code === DELETE)
    ) {
      event.preventDefault()
      clear()
    } else if (event.key === 'Enter' && !masked && !maskOnMaxLength) {
      event.preventDefault()
      mask()
    }
    onKeyDown?.(event)
  }

  return (
    <div data-slot="tokenized-input" className="relative">
      <input
        {...field}
        {...props}
        ref={controlRef}
        disabled={disabled}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        data-masked={masked || undefined}
        className={cn(textControlClass, masked && 'pr-12 font-mono tracking-widest', className)}
        value={masked ? maskValue(value, maskWidth) : value}
        readOnly={masked}
        maxLength={masked ? undefined : maxLength}
        onChange={(event) => {
          if (masked) return
          const next = sanitizeNumeric(event.target.value).slice(0, maxLength)
          onChange(next)
          if (maskOnMaxLength && maxLength !== undefined && next.length >= maxLength) setMasked(true)
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          if (!maskOnMaxLength) mask()
          onBlur?.(event)
        }}
      />
      {masked && !disabled ? (
        <button
          type="button"
          onClick={clear}
          aria-label={t`Remove and re-enter`}
          className={`absolute inset-y-0 right-0 my-auto inline-flex size-11 items-center justify-center rounded-button text-fg-muted hover:bg-neutral-10 ${focusRing}`}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  )
}

/** The display rule (spec §5): only values starting with 'tok' are shown, masked the same way. */
export function TokenizedValue({
  value,
  className,
}: {
  value: string | null | undefined
  className?: string
}) {
  const masked = maskToken(value)
  if (!masked) return null
  return (
    <span
      data-slot="tokenized-value"
      data-dd-privacy="mask"
      className={cn('font-mono tracking-wider', className)}
    >
      {masked}
    </span>
  )
}
