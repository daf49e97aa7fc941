import { VisuallyHidden } from "@meridian/ui/text";
import Link from "next/link";
import type { ReactNode } from "react";
import type { NavLink } from "./navigation";

export interface NavAnchorProps {
  link: NavLink;
  className?: string;
  /** What the link shows; its label when absent. */
  children?: ReactNode;
}

/**
 * A navigation link: the router's Link inside the site, a plain anchor that opens a new tab
 * (rel noopener, so the opened page cannot reach back into this one) for the goods shop and
 * the social networks, said aloud for screen-reader users.
 */
export function NavAnchor({ link, className, children }: NavAnchorProps) {
  const content = children ?? link.label;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener" className={className}>
        {content}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link href={link.href} className={className}>
      {content}
    </Link>
  );
}
