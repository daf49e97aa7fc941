"use client";

import "@meridian/ui/theme/global.css";
import { foundryTheme } from "@meridian/ui/theme/foundry.css";
import { ErrorNotice, type ErrorNoticeProps } from "@/components/shell/ErrorNotice";

/**
 * The root layout itself failed (site setup unreadable, say): a page of its own, in the
 * foundry's theme, without the header and footer that could not be drawn.
 */
export default function GlobalError(props: ErrorNoticeProps) {
  return (
    <html lang="en-GB" className={foundryTheme}>
      <body>
        <title>Something went wrong</title>
        <ErrorNotice {...props} />
      </body>
    </html>
  );
}
