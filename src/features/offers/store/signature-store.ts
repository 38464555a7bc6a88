import { SESSION_STORE_KEYS, sessionStore } from '@/lib/session-store'
import { z } from '@/lib/zod'

/**
 * The disclosure signatures this browser sent with an acceptance that was received (issue 38): the
 * terms they signed, the name typed and the moment, so the kept copy of the disclosure can carry its
 * signature line. sessionStorage only, emptied when the session ends; nothing else personal.
 */
export interface KeptSignature {
  termsId: string
  name: string
  signedAt: string
}

interface KeptSignatures {
  signatures: KeptSignature[]
}

const empty = (): KeptSignatures => ({ signatures: [] })

/** Storage is input too: kept signatures come back only if every one is well formed. */
const storedSignaturesSchema = z.object({
  signatures: z.array(
    z.object({
      termsId: z.string(),
      name: z.string(),
      signedAt: z.string().check(z.refine((at) => !Number.isNaN(Date.parse(at)))),
    }),
  ),
})

const stored = sessionStore<KeptSignatures>({
  key: SESSION_STORE_KEYS.disclosureSignatures,
  empty,
  schema: storedSignaturesSchema,
  secrets: (state) => state.signatures.map((s) => s.name),
})

export const useKeptSignatures = stored.useStore

export const signatureActions = {
  /** The acceptance carrying this signature was received. */
  kept(signature: KeptSignature) {
    const others = useKeptSignatures.getState().signatures.filter((s) => s.termsId !== signature.termsId)
    useKeptSignatures.setState({ signatures: [...others, signature] })
  },
  cleared() {
    stored.clear()
  },
}

/** The signature kept for these terms, if this browser kept one. */
export function keptSignatureFor(state: KeptSignatures, termsId: string): KeptSignature | null {
  return state.signatures.find((s) => s.termsId === termsId) ?? null
}
