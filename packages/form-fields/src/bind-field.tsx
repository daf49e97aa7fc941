import type { ComponentType, ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { type FieldName, useField } from "./use-field";

/**
 * A kit field's props bound to a form: `name`, checked against the form's values, stands for the
 * wiring and the error, which the field reads from the form.
 */
export type BoundProps<KitProps, Values extends FieldValues> = Omit<
  KitProps,
  "name" | "error" | "onChange" | "onBlur" | "ref"
> & { name: FieldName<Values> };

/**
 * The kit's field `Kit` bound to the form it sits in: given only `name`, it registers the control
 * and shows the field's error, with the label, hint, ids and aria attributes the kit draws.
 * Generic over the form's values, so `TextField<LoginValues>` accepts only LoginValues' names.
 */
export function bindField<KitProps extends { error?: ReactNode }>(Kit: ComponentType<KitProps>) {
  function BoundField<Values extends FieldValues = FieldValues>({
    name,
    ...props
  }: BoundProps<KitProps, Values>) {
    const { registration, error } = useField<Values>(name);
    // The kit's props less the wiring, with the wiring put back: TypeScript cannot see through
    // an Omit of a type parameter that this is KitProps again.
    const kitProps = { ...props, ...registration, error } as unknown as KitProps;
    return <Kit {...kitProps} />;
  }
  BoundField.displayName = `Bound${Kit.displayName ?? Kit.name}`;
  return BoundField;
}
