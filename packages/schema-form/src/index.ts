// `@meridian/schema-form`: the admin site's editing form of a catalogue item, generated from its
// content kind's zod schema, and the pure functions it is built on.
export { type FieldPlace, placeOf } from "./field-places";
export { valuesFromRaw } from "./form-values";
export { labelOf } from "./labels";
export { type RawResult, rawFromValues, type ValueProblem } from "./raw-values";
export { SchemaForm, type SchemaFormProps, type ServerError } from "./SchemaForm";
export type { FieldFacts, FieldOption } from "./schema-form-context";
