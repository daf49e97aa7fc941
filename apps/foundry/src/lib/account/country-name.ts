/** 'GB' → 'United Kingdom' in British English; the code itself where the runtime has no name. */
export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(["en-GB"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}
