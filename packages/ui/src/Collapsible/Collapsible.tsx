"use client";

import { type ReactNode, useId, useState } from "react";
import * as styles from "./Collapsible.css";

export interface CollapsibleProps {
  /** The heading text, which is also the button that opens and closes the section. */
  title: ReactNode;
  /** Beside the heading, outside the button: a Toggle, or 'Always Active'. */
  aside?: ReactNode;
  /** The heading level in the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Uncontrolled: open at first. */
  defaultOpen?: boolean;
  /** Controlled: open now. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
}

/** A section that opens and closes under its heading (the disclosure pattern). */
export function Collapsible({
  title,
  aside,
  headingLevel = 3,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  className,
  children,
}: CollapsibleProps) {
  const id = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    setOpenState(!open);
    onOpenChange?.(!open);
  };
  return (
    <div className={[styles.root, className].filter(Boolean).join(" ")}>
      <div className={styles.header}>
        <Heading className={styles.heading}>
          <button
            type="button"
            id={`${id}-trigger`}
            className={styles.trigger}
            aria-expanded={open}
            aria-controls={`${id}-content`}
            onClick={toggle}
          >
            <span className={styles.icon} aria-hidden="true" />
            <span>{title}</span>
          </button>
        </Heading>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
      <div id={`${id}-content`} className={styles.content} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
