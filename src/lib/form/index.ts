export { type FieldControl, type Form, useForm } from './use-form'
export type { DeepPartial, Path, PathValue } from './paths'
