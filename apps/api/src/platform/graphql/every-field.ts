/**
 * A root type's resolver map with every field required: the generated resolver types make each
 * field optional (`?`), so a map typed with them would compile with a field missing. Typed with
 * this, the map fails to compile when the SDL has a field it lacks, when it has a field the SDL
 * lacks, and (an object literal's own rule) when it names a field twice.
 */
export type EveryField<T> = { [Field in keyof T]-?: NonNullable<T[Field]> };
