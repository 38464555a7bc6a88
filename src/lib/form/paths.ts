/**
 * A form's values are addressed by dot paths, as its schema's messages are: `merchant.legalName`,
 * `additionalOwners.1.email`. Both functions here treat values as immutable.
 */

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date

/** Every dot path into `T`, lists by entry number. */
export type Path<T> = T extends Leaf
  ? never
  : T extends readonly (infer E)[]
    ? `${number}` | `${number}.${Path<E>}`
    : {
        [K in keyof T & string]: NonNullable<T[K]> extends Leaf ? K : K | `${K}.${Path<NonNullable<T[K]>>}`
      }[keyof T & string]

/** The value at path `P` of `T`. */
export type PathValue<T, P extends string> = T extends readonly (infer E)[]
  ? P extends `${number}.${infer Rest}`
    ? PathValue<E, Rest>
    : E
  : P extends `${infer K}.${infer Rest}`
    ? K extends keyof T
      ? PathValue<NonNullable<T[K]>, Rest>
      : never
    : P extends keyof T
      ? T[P]
      : never

/** An entry of the list type `L`. */
export type ListEntry<L> = L extends readonly (infer E)[] ? E : never

/** What a form may start from: any part of its values, or none. */
export type DeepPartial<T> = T extends Leaf
  ? T
  : T extends readonly (infer E)[]
    ? DeepPartial<E>[]
    : { [K in keyof T]?: DeepPartial<T[K]> }

type Container = Record<string, unknown> | unknown[]

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null

/** The value at `path`, or undefined where the path leads nowhere. */
export function getAt(values: unknown, path: string): unknown {
  let at: unknown = values
  for (const key of path.split('.')) {
    if (!isContainer(at)) return undefined
    at = (at as Record<string, unknown>)[key]
  }
  return at
}

/** A copy of `values` with `value` at `path`; the objects and lists on the way are copied, not changed. */
export function setAt<V>(values: V, path: string, value: unknown): V {
  const [key, ...rest] = path.split('.') as [string, ...string[]]
  const here: unknown = values
  const child = isContainer(here) ? (here as Record<string, unknown>)[key] : undefined
  const next = rest.length ? setAt(child, rest.join('.'), value) : value
  const copy = (
    Array.isArray(here)
      ? [...(here as unknown[])]
      : isContainer(here)
        ? { ...here }
        : /^\d+$/.test(key)
          ? []
          : {}
  ) as Record<string, unknown>
  copy[key] = next
  return copy as V
}
