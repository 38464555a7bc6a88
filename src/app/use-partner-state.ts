import { useEffect } from 'react'
import { reportPartnerState } from '@/lib/embed/parent-bridge'
import { type PartnerState, partnerStateOf } from './partner-state'
import type { AppData } from './use-app-data'

/**
 * The merchant's state as partners read it, from what the shell loaded, told to the partner page
 * whenever it changes (both views: the whole app's shell and the promotion tile).
 */
export function usePartnerState(data: AppData): PartnerState | null {
  const state = partnerStateOf(data)
  const key = state && JSON.stringify(state)
  useEffect(() => {
    if (key) reportPartnerState(JSON.parse(key) as PartnerState)
  }, [key])
  return state
}
