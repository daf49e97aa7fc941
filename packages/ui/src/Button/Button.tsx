import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ElementType, Ref } from "react";
import { type ButtonVariants, button, waiting as waitingStyle } from "./Button.css";

export { button as buttonStyles } from "./Button.css";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  ref?: Ref<HTMLButtonElement>;
  /**
   * Not live yet: its script has not arrived, or what it acts on has not loaded (ADR 0012).
   * Shown unavailable with a waiting cursor and announced as unavailable, it stays in the tab
   * order and its clicks do nothing, so it never submits. Its words should say it is getting
   * ready.
   */
  waiting?: boolean;
}

/** A button. `type="button"` unless said otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = "button",
  waiting = false,
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), waiting ? waitingStyle : null, className]
    .filter(Boolean)
    .join(" ");
  if (waiting) {
    // aria-disabled, not disabled: a disabled button leaves the tab order, and with it the
    // keyboard user would never hear that it is getting ready.
    const { onClick: _ignored, ...inert } = rest;
    return <button {...inert} type="button" className={classes} aria-disabled="true" />;
  }
  return <button type={type} className={classes} {...rest} />;
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonVariants {
  /**
   * A link cannot be disabled; a disabled ButtonLink renders an `<a>` without `href`, marked
   * `aria-disabled`, so it is announced but goes nowhere.
   */
  disabled?: boolean;
  /** The link element: `a`, or the site's router link (next/link) for client navigation. */
  as?: ElementType;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link that looks like a button: 'Checkout', 'Contact us'. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  disabled = false,
  href,
  as: Link = "a",
  ...rest
}: ButtonLinkProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(" ");
  if (disabled) {
    const { onClick: _ignored, ...inert } = rest;
    return <a role="link" aria-disabled="true" className={classes} {...inert} />;
  }
  return <Link href={href} className={classes} {...rest} />;
}
