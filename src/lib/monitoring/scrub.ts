/**
 * Scrubbing for monitoring events (spec §9 "tokens in URLs are redacted", reliability §1.6, F27).
 * Pure: it runs in `beforeSend` on every RUM event. Everything found is replaced by `[redacted]`.
 *
 * The event walk (`scrubEvent`)
 * - visits every string of the event, at any depth (an iterative walk with a visited set, so cycles
 *   and very deep nesting are fine), in arrays and objects alike;
 * - scrubs object keys with the same text rules: a key that changes is renamed to `[redacted]`
 *   (`[redacted]_2`, … when several keys of one object are);
 * - replaces the whole value under a sensitive key (see "Sensitive names" below): strings, numbers,
 *   objects and arrays. Booleans and null stay (`hasEmail: true` says nothing);
 * - leaves every other number, boolean and null alone: RUM timings, sizes, `date`, status codes are
 *   JSON numbers and are never touched.
 *
 * The text rules (`scrubText`), in this order:
 * 1. Secrets, given by the caller (the token, the launch token, the shop id, the applicant's entered
 *    values). Matched case-insensitively, raw and URL-encoded (`%20` or `+` for a space, double
 *    encoded too) and JSON-escaped. Any whitespace inside a secret also matches `%20`, `+` or other
 *    whitespace. A secret whose digits are 4 or more and that is only digits and separators (an
 *    account, routing, tax id or phone number) also matches with spaces, dashes, dots or brackets
 *    between any of its digits. Secrets of 6 characters or more match anywhere, even joined to
 *    other letters; shorter ones (a 3-character shop id, a first name) only as whole tokens, bounded
 *    by non-alphanumerics (`_`, `-`, `/`, `%xx` …), so ordinary words that contain them survive.
 *    One-character secrets are ignored.
 * 2. Sensitive `name=value` and `"name":value` pairs: `token=…`, `"token":"…"`, `\"token\":\"…\"`,
 *    `'token': '…'`, `token: '…'`, and `"ssn":123456789`. The value goes, whatever its shape. An `=`
 *    percent-encoded once or twice counts too (`token%3Dabc`, `token%253Dabc`: a URL carried in a
 *    query), the value then ending at an encoded `&` or `#` as well; a name may follow an encoded
 *    character (`%3Ftoken=…`).
 *    Sensitive names (case, `_`, `-` ignored; for `a.b.name` the last part counts): exactly `r`,
 *    `code`, `key`, `ein`, `tin`, `ssn`, `dob`, `pin`, `cvv`, `otp`, `zip`; or ending in `token`,
 *    `password`, `secret`, `apikey`, `signature`, `shopid`, `taxid`, `ssn`, `accountnumber`,
 *    `routingnumber`, `birthdaydate`, `birthdate`, `dateofbirth`, `email`, `phone`, `phonefixed`,
 *    `phonenumber`, `firstname`, `lastname`, `middlename`, `fullname`, `legalname`,
 *    `doingbusinessas`, `street`, `street2`, `zipcode`, `postalcode`.
 *    An unquoted name followed by `:` and an unquoted value (`status code: 500`) is prose, not a pair.
 * 3. Patterns, needing no secret, in one left-to-right pass; at each position the first rule that
 *    matches wins, in this order:
 *    - redacted: JWTs (`eyJ….….…`), `Bearer …` (in any letter case, after spaces, `+` or `%20`),
 *      Plaid tokens (`link-`, `public-`, `access-`,
 *      `item-`, `processor-` + `sandbox`/`development`/`production` + `-…`), tokenized account
 *      numbers (`tok_…`), e-mail addresses (also with `%40` or `%2540` for `@`; a local part is cut
 *      at a URL delimiter `/ ? = & #`, and what follows it goes). These come first: `0.0@a.aa` is
 *      an address, not an amount;
 *    - kept as they are: ISO instants with a time (`2026-11-21T15:00:00Z`, `2026-11-21 15:00`),
 *      UUIDs (RUM's own session, view and action ids), a URL's port (`//127.0.0.1:4199`), amounts
 *      with cents (`1250.50`, up to 7 integer digits);
 *    - redacted: calendar dates, which have a birth date's shape: `YYYY-MM-DD`, `YYYY/MM/DD`,
 *      `YYYY.MM.DD`, `MM/DD/YYYY`, `MM-DD-YYYY`, `DD.MM.YYYY`, `M/D/YY` (also with `%2F`).
 *      Decision: a plain date goes wherever it appears in a string; an instant with a time stays,
 *      because telemetry needs instants and a birth date is never entered with a time (a
 *      registered birth date is a secret, rule 1, and goes even inside an instant);
 *    - redacted: digits split by single spaces, dashes, dots, brackets or `%20`/`+`/`%2D`
 *      (`123 45 6789`, `(512) 555-0100`, `4111 1111 1111 1111`), the whole run, when it holds 7
 *      digits or more or one group of 4 or more;
 *    - redacted: any run of 4 or more digits, even joined to letters or `_` (`acct_123456789`,
 *      `id1234x`): US account numbers are 4 to 17 digits, routing numbers 9, an account ending 4.
 *    What survives on purpose: HTTP statuses and other numbers of 3 digits or fewer, amounts with
 *    cents, ISO instants, UUIDs, ports, route paths, ordinary words. What does not: a bare integer of
 *    4 or more digits inside a string (`$12000`, a year) is indistinguishable from an account number
 *    and goes.
 */
export const REDACTED = '[redacted]'

export type Secrets = readonly (string | null | undefined)[]

// ---------------------------------------------------------------------------------------------
// Sensitive names

const SENSITIVE_EXACT = new Set(['r', 'code', 'key', 'ein', 'tin', 'ssn', 'dob', 'pin', 'cvv', 'otp', 'zip'])
const SENSITIVE_SUFFIXES = [
  'token',
  'password',
  'secret',
  'apikey',
  'signature',
  'shopid',
  'taxid',
  'ssn',
  'accountnumber',
  'routingnumber',
  'birthdaydate',
  'birthdate',
  'dateofbirth',
  'email',
  'phone',
  'phonefixed',
  'phonenumber',
  'firstname',
  'lastname',
  'middlename',
  'fullname',
  'legalname',
  'doingbusinessas',
  'street',
  'street2',
  'zipcode',
  'postalcode',
]

/** Whether a key or parameter name holds a value that never reaches monitoring. */
export function isSensitiveName(name: string): boolean {
  const last = name.split('.').pop() ?? name
  const normal = last.toLowerCase().replace(/[-_\s]/g, '')
  if (normal === '') return false
  return SENSITIVE_EXACT.has(normal) || SENSITIVE_SUFFIXES.some((suffix) => normal.endsWith(suffix))
}

// ---------------------------------------------------------------------------------------------
// 1. Secrets

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const SPACE = String.raw`(?:\s|%20|\+)+`
const DIGIT_SEPARATORS = String.raw`(?:[\s\-.()/+]|%20|%2D|%28|%29)*`
const BEFORE_TOKEN = String.raw`(?<=^|[^A-Za-z0-9]|%[0-9A-Fa-f]{2})`
const AFTER_TOKEN = String.raw`(?=$|[^A-Za-z0-9])`
const SHORT_SECRET = 6

/** A string as JSON would write it inside quotes, and again with every non-ASCII character as `\uXXXX`. */
function jsonForms(text: string): string[] {
  const plain = JSON.stringify(text).slice(1, -1)
  const ascii = plain.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return [plain, ascii]
}

/** The regular-expression source matching one secret in all the forms of rule 1. */
function secretPattern(secret: string): string {
  const digits = secret.replace(/[\s\-.()/+]/g, '')
  if (/^\d{4,}$/.test(digits)) return digits.split('').join(DIGIT_SEPARATORS)

  const cases = [secret, secret.toUpperCase(), secret.toLowerCase()]
  const forms = new Set<string>(cases.flatMap((form) => [form, ...jsonForms(form)]))
  for (const form of [...forms]) {
    const once = encodeURIComponent(form)
    forms.add(once)
    forms.add(encodeURIComponent(once))
    forms.add(new URLSearchParams({ v: form }).toString().slice(2))
  }
  const sources = [...forms]
    .sort((a, b) => b.length - a.length)
    .map((form) =>
      form
        .split(/(?:\s|%20|\+)+/)
        .map(escapeRegExp)
        .join(SPACE),
    )
  const body = `(?:${[...new Set(sources)].join('|')})`
  return secret.length < SHORT_SECRET ? `${BEFORE_TOKEN}${body}${AFTER_TOKEN}` : body
}

let cachedKey: string | null = null
let cachedMatcher: RegExp | null = null

/** One regular expression for all the secrets (longest first), kept while the secrets stay the same. */
function secretMatcher(secrets: Secrets): RegExp | null {
  const usable = [
    ...new Set(
      secrets
        .filter((s): s is string => typeof s === 'string')
        .map((s) => s.trim())
        .filter((s) => s.length > 1),
    ),
  ].sort((a, b) => b.length - a.length)
  const key = usable.join('\u0000')
  if (key === cachedKey) return cachedMatcher
  cachedKey = key
  cachedMatcher = usable.length === 0 ? null : new RegExp(usable.map(secretPattern).join('|'), 'gi')
  return cachedMatcher
}

// ---------------------------------------------------------------------------------------------
// 2. Sensitive pairs

// A name, quoted or not (quotes possibly JSON-escaped), then `=` or `:`, or `=` percent-encoded once
// or twice (`%3D`, `%253D`: a URL inside a query, `?next=%2Fcb%3Ftoken%3Dabc`). The name follows a
// character that is not part of a name, or a percent-encoded one (`%3Ftoken`).
const PAIR_NAME =
  /(?:(?<![A-Za-z0-9_])|(?<=%(?:25)?[0-9A-Fa-f]{2}))((?:\\*["'])?)([A-Za-z_][A-Za-z0-9_.-]*)\1(\s*(?:[:=]|%(?:25)?3[Dd])\s*)/g
const UNQUOTED_VALUE = /^[^&#\s"',;}\])<>\\]+/
/** After an encoded `=`, the value also ends at an encoded `&` or `#` (`%26`, `%23`, `%2526`, `%2523`). */
const ENCODED_VALUE = /^(?:(?!%(?:25)?2[36])[^&#\s"',;}\])<>\\])+/

/** The length of the value starting at `start`, or 0 when there is none worth redacting. */
function valueLength(text: string, start: number, quotedName: boolean, separator: string): number {
  const open = /^(\\*)(["'])/.exec(text.slice(start))
  if (open) {
    const [opening, slashes = '', quote = '"'] = open
    const from = start + opening.length
    if (slashes === '') {
      // A plain quoted value: up to the next quote that is not escaped.
      for (let i = from; i < text.length; i++) {
        if (text[i] === '\\') i++
        else if (text[i] === quote) return i - start + 1
      }
      return text.length - start
    }
    // A JSON-escaped value (`\"…\"`): up to the next quote escaped the same way.
    const close = text.indexOf(opening, from)
    return (close === -1 ? text.length : close + opening.length) - start
  }
  const encoded = /%(?:25)?3d/i.test(separator)
  // `status code: 500` is prose; `code=500`, `code%3D500` and `"code": 500` are pairs.
  if (!quotedName && !separator.includes('=') && !encoded) return 0
  if (text.startsWith(REDACTED, start)) return 0
  const bare = (encoded ? ENCODED_VALUE : UNQUOTED_VALUE).exec(text.slice(start))?.[0] ?? ''
  if (quotedName && /^(true|false|null)$/.test(bare)) return 0
  return bare.length
}

function scrubPairs(text: string): string {
  let out = ''
  let last = 0
  PAIR_NAME.lastIndex = 0
  for (let match = PAIR_NAME.exec(text); match; match = PAIR_NAME.exec(text)) {
    const [whole, quote = '', name = '', separator = ''] = match
    const start = match.index + whole.length
    if (match.index < last || !isSensitiveName(name)) continue
    const length = valueLength(text, start, quote !== '', separator)
    if (length === 0) continue
    const value = text.slice(start, start + length)
    const quoted = /^(\\*["'])/.exec(value)?.[1]
    if (value === REDACTED || value === `${quoted}${REDACTED}${quoted}`) continue
    out += text.slice(last, start) + (quoted ? `${quoted}${REDACTED}${quoted}` : REDACTED)
    last = start + length
    PAIR_NAME.lastIndex = last
  }
  return out + text.slice(last)
}

// ---------------------------------------------------------------------------------------------
// 3. Patterns

// Text an earlier rule already redacted may sit inside a token: `link-sandbox-[redacted]-x` still goes.
const R = String.raw`\[redacted\]`
const DIGIT_SEPARATOR = String.raw`(?:[ .\-]|\) ?| ?\(|%20|\+|%2[dD])`
// An e-mail's local part: RFC 5322 atext and dots, less the URL delimiters `/ ? = & #`.
const EMAIL_LOCAL = String.raw`[A-Za-z0-9.!$%'*+^_\`{|}~-]`
const DATE_SEPARATOR = String.raw`(?:[-/.]|%2[fF])`
const PATTERNS = new RegExp(
  [
    // Tokens and e-mail addresses, before anything is kept: `0.0@a.aa` is an address, not an amount.
    String.raw`(?<=\b[Bb][Ee][Aa][Rr][Ee][Rr](?:\s|%20|%2520|\+)+)(?:[A-Za-z0-9._~+/-]|${R})+=*`,
    String.raw`eyJ[A-Za-z0-9_-]{5,}\.(?:[A-Za-z0-9_-]|${R})+\.(?:[A-Za-z0-9_-]|${R})*`,
    String.raw`(?<![A-Za-z0-9])(?:link|public|access|item|processor)-(?:sandbox|development|production)-(?:[A-Za-z0-9-]|${R})+`,
    String.raw`(?<![A-Za-z0-9])tok_(?:[A-Za-z0-9_-]|${R})+`,
    String.raw`(?<!${EMAIL_LOCAL}|\])(?:${EMAIL_LOCAL}|${R})+(?:@|%40|%2540)(?:[A-Za-z0-9-]|${R})+(?:\.(?:[A-Za-z0-9-]|${R})+)*\.[A-Za-z]{2,}`,
    // Kept as they are.
    String.raw`(?<instant>(?<!\d)\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?(?!\d))`,
    String.raw`(?<uuid>(?<![0-9A-Za-z])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9A-Za-z]))`,
    String.raw`(?<port>(?<=\/\/[A-Za-z0-9.\-[\]]+):\d{1,5}(?=$|[/?#\s"']))`,
    String.raw`(?<amount>(?<![\d.])\d{1,7}\.\d{1,2}(?![\d.]))`,
    // Dates and digits.
    String.raw`(?<!\d)(?:(?:19|20)\d{2}${DATE_SEPARATOR}\d{1,2}${DATE_SEPARATOR}\d{1,2}|\d{1,2}${DATE_SEPARATOR}\d{1,2}${DATE_SEPARATOR}(?:19|20)\d{2}|\d{1,2}(?:\/|%2[fF])\d{1,2}(?:\/|%2[fF])\d{2})(?!\d)`,
    String.raw`(?<split>(?<!\d)\d+(?:${DIGIT_SEPARATOR}\d+)+)`,
    String.raw`\d{4,}`,
  ].join('|'),
  'g',
)

function scrubPatterns(text: string): string {
  return text.replace(PATTERNS, (match: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>
    if (groups.instant ?? groups.uuid ?? groups.port ?? groups.amount) return match
    if (groups.split) {
      const parts = groups.split.match(/\d+/g) ?? []
      const digits = parts.join('').length
      return digits >= 7 || parts.some((part) => part.length >= 4) ? REDACTED : match
    }
    return REDACTED
  })
}

// ---------------------------------------------------------------------------------------------

/** Applies rules 1 to 3 to one string. */
export function scrubText(text: string, secrets: Secrets = []): string {
  const matcher = secretMatcher(secrets)
  let out = matcher ? text.replace(matcher, REDACTED) : text
  out = scrubPairs(out)
  return scrubPatterns(out)
}

/** Same as `scrubText`: a URL is text, and its sensitive query values go by rule 2. */
export function scrubUrl(url: string, secrets: Secrets = []): string {
  return scrubText(url, secrets)
}

type Container = Record<string, unknown> | unknown[]

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null

function freeKey(node: Record<string, unknown>): string {
  if (!(REDACTED in node)) return REDACTED
  let n = 2
  while (`${REDACTED}_${n}` in node) n++
  return `${REDACTED}_${n}`
}

/**
 * A part of the event that could not be changed: the event must not be sent (`scrubbedForSending`).
 * It carries no message: the key or value it is about may itself be personal.
 */
class UneditableEvent extends Error {}

/** Writes `value` under `key` and reads it back: a frozen, read-only or ignoring property throws. */
function write(node: Container, key: string | number, value: unknown) {
  const record = node as Record<string | number, unknown>
  record[key] = value
  if (record[key] !== value) throw new UneditableEvent()
}

/**
 * Scrubs a RUM event in place, every string and every key at any depth (see the rules at the top of
 * this file). Returns the same object. Throws when a value or key that needs scrubbing cannot be
 * changed (a frozen object, a read-only property, a getter): `scrubbedForSending` then drops it.
 */
export function scrubEvent<T extends object>(event: T, secrets: Secrets = []): T {
  const clean = (value: string) => scrubText(value, secrets)
  const seen = new WeakSet<object>()
  const stack: Container[] = [event as Container]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (seen.has(node)) continue
    seen.add(node)
    if (Array.isArray(node)) {
      node.forEach((value, index) => {
        if (typeof value === 'string') {
          const cleaned = clean(value)
          if (cleaned !== value) write(node, index, cleaned)
        } else if (isContainer(value)) stack.push(value)
      })
      continue
    }
    for (const key of Object.keys(node)) {
      const value = node[key]
      let next: unknown = value
      if (isSensitiveName(key) && value !== null && typeof value !== 'boolean' && value !== undefined)
        next = REDACTED
      else if (typeof value === 'string') next = clean(value)
      else if (isContainer(value)) stack.push(value)

      const cleanKey = clean(key)
      if (cleanKey !== key) {
        if (!delete node[key] || Object.hasOwn(node, key)) throw new UneditableEvent()
        write(node, freeKey(node), next)
      } else if (next !== value) {
        write(node, key, next)
      }
    }
  }
  return event
}

/**
 * For `beforeSend` (rum.ts): scrubs the event and says whether it may leave. An event it cannot
 * edit, or that fails to scrub in any other way, is dropped (false): nothing unscrubbed is ever sent.
 */
export function scrubbedForSending(event: object, secrets: Secrets = []): boolean {
  try {
    scrubEvent(event, secrets)
    return true
  } catch {
    return false
  }
}
