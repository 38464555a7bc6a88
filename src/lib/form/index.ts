export { type FieldControl, type Form, useForm } from './use-form'
export type { Path } from './paths'
