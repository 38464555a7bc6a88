export { type FieldControl, type Form, type RegisteredInput, useForm } from './use-form'
export type { DeepPartial, Path, PathValue } from './paths'
