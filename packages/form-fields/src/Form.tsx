"use client";

import type { FormHTMLAttributes } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";

export interface FormProps<Values extends FieldValues, Context, Submitted extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, "noValidate"> {
  /** What `useForm` returned: the fields inside read their registration and errors from it. */
  form: UseFormReturn<Values, Context, Submitted>;
}

/**
 * A form whose fields find it by name. The browser's own checks are off (`noValidate`): the
 * form's schema decides, and each field shows its message where the visitor is looking. It
 * posts: sent before React has hydrated the page, its fields (a password among them) go in the
 * request's body, never into the address, the history or a server's access log.
 */
export function Form<Values extends FieldValues, Context, Submitted extends FieldValues>({
  form,
  ...props
}: FormProps<Values, Context, Submitted>) {
  return (
    <FormProvider {...form}>
      <form method="post" noValidate {...props} />
    </FormProvider>
  );
}
