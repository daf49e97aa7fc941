"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, type MouseEvent, type ReactNode, Suspense, useRef, useState } from "react";
import {
  type ComparedFont,
  type OpenComparison,
  readOpenComparison,
  storeOpenComparison,
  withFont,
} from "@/lib/fonts/compare-store";
import { addToComparison, compareAddHref, comparePath } from "@/lib/fonts/comparison";

// Seldom needed (a fifth font): fetched when it is, so the catalogue pages carry only the link.
const ReplaceChoice = lazy(() =>
  import("./ReplaceChoice").then(({ ReplaceChoice }) => ({ default: ReplaceChoice })),
);

export interface CompareLinkProps {
  font: ComparedFont;
  className?: string;
  /** Where the replace choice sits beside the link: each list or title places it its own way. */
  choiceClassName?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * 'Compare' on a font page or a library row (issue 40): adds the font to the visitor's open
 * comparison and opens it; a font already in it just opens it; a fifth asks which to replace.
 * The comparison is read from the browser as the visitor clicks, so the server's HTML is the
 * same for everyone: a link to `/compare?add={slug}`, which /compare resolves in the browser
 * too — for a click before this script runs, a new tab, or no script.
 */
export function CompareLink({
  font,
  className,
  choiceClassName,
  children,
  ...rest
}: CompareLinkProps) {
  const router = useRouter();
  const link = useRef<HTMLAnchorElement>(null);
  const [full, setFull] = useState<OpenComparison | null>(null);

  function open(comparison: OpenComparison) {
    // Stored before leaving, so a 'Compare' on the next page adds to it whatever /compare does.
    storeOpenComparison(comparison.query, comparison.fonts);
    router.push(comparePath(comparison.query));
  }

  /** The comparison the click would open; null when it is full and asks first. */
  function next(): { current: OpenComparison; opens: OpenComparison | null } {
    const current = readOpenComparison();
    const addition = addToComparison(
      current.fonts.map((each) => each.slug),
      font.slug,
    );
    return { current, opens: addition.kind === "full" ? null : withFont(current, font) };
  }

  /**
   * What a click would open is fetched as the pointer or focus arrives, as a link's page is: the
   * click then shows it at once. (Unfetched, Next swaps the page's head in two steps, and
   * Chromium, meeting it without an icon, asks for /favicon.ico: seen in the e2e runs.)
   */
  function prefetch(comparison: OpenComparison | null) {
    if (comparison) router.prefetch(comparePath(comparison.query));
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window follows the link itself, and /compare adds the font there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    const { current, opens } = next();
    if (opens) open(opens);
    else setFull(current);
  }

  return (
    <>
      <Link
        ref={link}
        href={compareAddHref(font.slug)}
        // The page this link names is never the one a click opens: nothing to fetch ahead.
        prefetch={false}
        className={className}
        onClick={onClick}
        onPointerEnter={() => prefetch(next().opens)}
        onFocus={() => prefetch(next().opens)}
        {...rest}
      >
        {children}
      </Link>
      {full ? (
        <Suspense fallback={null}>
          <ReplaceChoice
            className={choiceClassName}
            adding={font}
            fonts={full.fonts}
            onReplace={(slug) => open(withFont(full, font, slug))}
            onPrepare={(slug) => prefetch(withFont(full, font, slug))}
            onCancel={() => {
              setFull(null);
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
