import { create } from 'zustand'

/**
 * Where the Pending Offer tab returns to: the last location (path, query and hash) visited outside
 * the four other tabs (spec §2).
 */
export const useLastOfferPage = create<{ path: string | null }>()(() => ({ path: null }))

export const lastOfferPageActions = {
  visited(path: string) {
    useLastOfferPage.setState({ path })
  },
}
