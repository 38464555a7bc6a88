/**
 * E-mail addresses, without a schema library: the footer (first-page code) uses them, and
 * `emailSchema` (src/lib/schemas.ts) applies the same rule to answers.
 */

/**
 * An email address as we check one, in a form or in an answer: something, `@`, a domain with a dot.
 * Loose on purpose: an unusual but real address is never refused.
 */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)
}

/**
 * What may not be in an address written into a `mailto:` link: `?` and `&` start and join headers
 * (`?cc=…&body=…`), `%` encodes any of them, `#` and `:` make it another URL, `,` and `;` add
 * recipients, and control characters have no place in one.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const UNSAFE_IN_MAILTO = /[?&%#:,;\u0000-\u001f\u007f]/

/**
 * The `mailto:` link for an address from configuration (the partner's support e-mail), or null when
 * the address is not one, or could put more than a recipient into the link: the caller then shows it
 * as plain text (`EmailLink`, src/components/ui/link.tsx). The one place a `mailto:` link is made.
 */
export function mailtoHref(address: string | null | undefined): string | null {
  if (typeof address !== 'string' || !isEmailAddress(address) || UNSAFE_IN_MAILTO.test(address)) return null
  return `mailto:${address}`
}
