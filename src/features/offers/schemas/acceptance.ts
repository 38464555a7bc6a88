import { t } from '@lingui/core/macro'
import { z } from '@/lib/zod'

/**
 * The acceptance form's rules, in zod like the application's (src/features/application/schemas).
 * Normalising happens here, once: the name signs trimmed, with one space between its words. The
 * disclosure's signature line and the acceptance's body both use this schema's output, so the name
 * the merchant sees on the disclosure is the name that is sent.
 */

/** The typed name as it signs: `  Ana   Ruiz ` → `Ana Ruiz`. */
export const signatureName = z.pipe(
  z.string().check(z.trim()),
  z.transform((name: string) => name.replace(/\s+/g, ' ')),
)

/** At least a first and a last name. */
const signed = z.pipe(
  signatureName,
  z.string().check(
    z.refine((name) => name.split(' ').length >= 2, {
      error: () => t`Type your first and last name to sign.`,
    }),
  ),
)

const agreed = z
  .boolean()
  .check(z.refine((yes) => yes, { error: () => t`Please confirm you’ve read and agree to the terms.` }))

/** Sign (where the state requires it) and agree. Without a signature the name is not checked. */
export const acceptanceSchema = (signatureRequired: boolean) =>
  z.object({ name: signatureRequired ? signed : signatureName, agreed })

/** What the merchant typed: the name as it signs, for the disclosure's signature line. */
export const signatureOf = (typed: string) => signatureName.parse(typed)
