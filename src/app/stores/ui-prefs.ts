import { create } from 'zustand'
import { session } from '@/lib/storage'
import { launchParams } from '../launch-params'

const KEY = 'cc.hideTabs'

function initialHideTabs(): boolean {
  // The link's value wins and is remembered for this browser tab (not personal data).
  if (launchParams.hideTabs !== null) {
    session.set(KEY, String(launchParams.hideTabs))
    return launchParams.hideTabs
  }
  return session.get(KEY) === 'true'
}

export const useUiPrefs = create<{ hideTabs: boolean }>()(() => ({ hideTabs: initialHideTabs() }))
