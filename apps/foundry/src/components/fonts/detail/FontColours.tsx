import { type FontColours as Colours, fontColourVars } from "../font-colours";
import * as styles from "./FontColours.css";

const SWATCHES = [
  { key: "backgroundColour", label: "Background", chip: styles.background },
  { key: "foregroundColour", label: "Foreground", chip: styles.foreground },
  { key: "hoverColour", label: "Hover", chip: styles.hover },
  { key: "borderColour", label: "Border", chip: styles.border },
] as const;

/** The font's own colours (spec 2.12), the ones its rows and pages wear. */
export function FontColours({ font }: { font: Colours }) {
  return (
    <dl className={styles.list} style={fontColourVars(font)}>
      {SWATCHES.map((swatch) => (
        <div key={swatch.key} className={styles.swatch}>
          <span className={`${styles.chip} ${swatch.chip}`} aria-hidden="true" />
          <dt className={styles.label}>{swatch.label}</dt>
          <dd className={styles.value}>{font[swatch.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
