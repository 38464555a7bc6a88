import { describe, expect, it } from 'vitest'
import { conflictingClasses } from '@/testing/class-conflicts'
import { cn } from './cn'

describe('cn', () => {
  it('joins class names and skips what is off', () => {
    expect(cn('flex', false, null, undefined, 'gap-2', { 'text-sm': true, hidden: false })).toBe(
      'flex gap-2 text-sm',
    )
  })

  it('is checked in every test: two utilities for one property are an error, not a silent override', () => {
    expect(() => cn('p-5 sm:p-6', 'p-0')).toThrow(/Conflicting classes: "p-5"/)
    expect(() => cn('font-medium', 'font-semibold')).toThrow(/font-medium/)
    // Different variants, or properties that only overlap (padding, then one side), are not conflicts.
    expect(cn('p-5 sm:p-6', 'px-3')).toBe('p-5 sm:p-6 px-3')
  })
})

describe('conflictingClasses', () => {
  it('names what a later utility overrides', () => {
    expect(conflictingClasses('block h-11 flex')).toEqual(['block'])
    expect(conflictingClasses('max-sm:items-start max-sm:items-end')).toEqual(['max-sm:items-start'])
  })

  it('knows our theme tokens: a colour and a size are not the same property', () => {
    expect(conflictingClasses('text-fg text-sm')).toEqual([])
    expect(conflictingClasses('text-fg-muted text-fg')).toEqual(['text-fg-muted'])
    expect(conflictingClasses('rounded-button rounded-button-lg')).toEqual(['rounded-button'])
  })

  it('does not count a repeated class', () => {
    expect(conflictingClasses('flex gap-2 flex')).toEqual([])
  })
})
