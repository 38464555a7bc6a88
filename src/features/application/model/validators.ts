import { fullYearsBetween, parseIsoDate } from '@/lib/dates'

/** Rules of the application (issue 5). Pure functions, shared by the step schemas and their tests. */

/** The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false
  const d = [...routing].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])) % 10 === 0
}

/** Age of majority by the applicant's address state: 18; 19 in AL and NE; 21 in MS. */
export function ageOfMajority(state: string | null | undefined): number {
  if (state === 'AL' || state === 'NE') return 19
  if (state === 'MS') return 21
  return 18
}

export function ageOn(birthday: string, today: Date = new Date()): number | null {
  const date = parseIsoDate(birthday)
  return date ? fullYearsBetween(today, date) : null
}

export function isOfAge(
  birthday: string,
  state: string | null | undefined,
  today: Date = new Date(),
): boolean {
  const age = ageOn(birthday, today)
  return age !== null && age >= ageOfMajority(state)
}

/** Digits only: people paste tax ids and phones with dashes and spaces. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '')

export const isTaxId = (value: string) => /^\d{9}$/.test(digitsOnly(value))
export const isZip = (value: string) => /^\d{5}(\d{4})?$/.test(digitsOnly(value))

/** A date in the past (a business's establishment date). */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  const date = parseIsoDate(value)
  return date !== null && date < today
}

/** Ownership fractions of every owner add up to at most 100 %. */
export function totalOwnershipOk(fractions: number[]): boolean {
  const percent = fractions.reduce((sum, f) => sum + Math.round(f * 100), 0)
  return percent <= 100
}
