"use client";

import "@meridian/ui/theme/global.css";
import { studioLightTheme } from "@meridian/ui/theme/studio.css";
import ErrorPage from "./error";

/**
 * The root layout itself failed (the studio's setup unreadable, say): a page of its own, in the
 * studio's light theme, without the header and footer that could not be drawn. It reports as
 * the route's error page does.
 */
export default function GlobalError(props: Parameters<typeof ErrorPage>[0]) {
  return (
    <html lang="en-GB" className={studioLightTheme}>
      <body>
        <title>Something went wrong</title>
        <ErrorPage {...props} />
      </body>
    </html>
  );
}
