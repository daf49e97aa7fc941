/**
 * 'Which licence do I need?' → 'which-licence-do-i-need': the fragment an information item is
 * linked by from the /information index. The same rule as the content service's section anchors.
 */
export function anchorOf(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
