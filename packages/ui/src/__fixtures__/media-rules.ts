/**
 * The declarations that apply to an element's classes inside a `min-width` media query, read
 * from the stylesheets vanilla-extract emitted: jsdom matches no media query, so a test of a
 * responsive value reads the rule the browser would apply from that width up.
 */
export function stylesFromWidth(element: Element, minWidth: number): CSSStyleDeclaration[] {
  const classes = [...element.classList].map((name) => `.${name}`);
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
    .filter((rule) => rule.conditionText.includes(`min-width: ${minWidth}px`))
    .flatMap((rule) => [...rule.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
    .filter((rule) => classes.includes(rule.selectorText))
    .map((rule) => rule.style);
}
