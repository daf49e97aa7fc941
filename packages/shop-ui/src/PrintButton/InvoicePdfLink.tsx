import { ButtonLink } from "@meridian/ui/button";

/**
 * Downloads the invoice as a PDF (issue 21): the signed link the API gives whoever may see the
 * invoice. Left off the paper, like the print button beside it.
 */
export function InvoicePdfLink({ href }: { href: string }) {
  return (
    <ButtonLink variant="secondary" href={href} download data-print-hidden="">
      Download PDF
    </ButtonLink>
  );
}
