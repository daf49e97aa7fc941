/** A payload error as the shop API returns it (DESIGN 7.1): what the user can fix. */
export interface PayloadError {
  code: string;
  field?: string | null;
  message: string;
}

export interface SplitErrors<Field extends string> {
  /** The first message for each of the form's fields, to show under that field. */
  fields: Partial<Record<Field, string>>;
  /** Messages about no field the form shows, to show above the submit button. */
  form: string[];
}

/** What to say when the request itself failed (network, server): nothing the user typed is wrong. */
export const REQUEST_FAILED_MESSAGE =
  "Something went wrong and nothing was sent. Please try again in a moment.";

/**
 * Places each payload error on the form field it names. `aliases` maps the API's argument names
 * onto the form's (the trial form's `fonts` is sent as `fontIds`); an error naming no field the
 * form has becomes a form-level message, never silently dropped.
 */
export function splitPayloadErrors<Field extends string>(
  errors: readonly PayloadError[] | null | undefined,
  fields: readonly Field[],
  aliases: Readonly<Record<string, Field>> = {},
): SplitErrors<Field> {
  const result: SplitErrors<Field> = { fields: {}, form: [] };
  for (const error of errors ?? []) {
    const name = error.field ? (aliases[error.field] ?? error.field) : null;
    const field = fields.find((candidate) => candidate === name);
    if (field && result.fields[field] === undefined) result.fields[field] = error.message;
    else if (!field && !result.form.includes(error.message)) result.form.push(error.message);
  }
  return result;
}
