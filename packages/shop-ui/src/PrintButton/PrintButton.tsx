"use client";

import { Button } from "@meridian/ui/button";

/** Prints the invoice; itself left off the paper. */
export function PrintButton() {
  return (
    <Button variant="secondary" data-print-hidden="" onClick={() => window.print()}>
      Print invoice
    </Button>
  );
}
