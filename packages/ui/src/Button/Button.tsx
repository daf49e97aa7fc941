import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ElementType, Ref } from "react";
import { type ButtonVariants, button } from "./Button.css";

export { button as buttonStyles } from "./Button.css";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariants {
  ref?: Ref<HTMLButtonElement>;
}

/** A button. `type="button"` unless said otherwise, so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(" ");
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
