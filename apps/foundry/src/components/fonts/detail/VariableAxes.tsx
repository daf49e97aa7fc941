import type { FontDetailFragment } from "@meridian/graphql/content";
import type { QueryInput } from "@meridian/specimen/tester-state";
import { TypeTester } from "@meridian/specimen/type-tester";
import { gutter } from "@/components/layout/layout.css";
import { findStyle, VARIABLE_STYLE_NAME } from "@/lib/fonts/default-style";
import { DISPLAY_LEADING, sharedTesterState, testerStyles } from "@/lib/fonts/tester";
import * as tables from "./tables.css";
import * as styles from "./VariableAxes.css";

export interface VariableAxesProps {
  font: FontDetailFragment;
  /** The page's query: a shared link's setting for the variable tester. */
  query?: QueryInput;
}

/**
 * The variable font (spec 2.12 "variable axes, some autoplay"): each axis with its range, the
 * named instances, and a tester on the variable style whose axes play by themselves where the
 * font says so — paused under reduced motion and off screen.
 */
export function VariableAxes({ font, query = {} }: VariableAxesProps) {
  const variable = findStyle(font.styles, VARIABLE_STYLE_NAME);
  return (
    <div>
      <div className={`${styles.facts} ${gutter}`}>
        <div className={tables.scroller}>
          <table className={tables.table}>
            <caption className={tables.caption}>Axes</caption>
            <thead>
              <tr>
                <th scope="col">Axis</th>
                <th scope="col">Tag</th>
                <th scope="col" className={tables.numeric}>
                  Min
                </th>
                <th scope="col" className={tables.numeric}>
                  Default
                </th>
                <th scope="col" className={tables.numeric}>
                  Max
                </th>
              </tr>
            </thead>
            <tbody>
              {font.axes.map((axis) => (
                <tr key={axis.axisTag}>
                  <th scope="row">
                    {axis.name}
                    {font.autoplayAxes.includes(axis.axisTag) ? " (plays)" : ""}
                  </th>
                  <td>{axis.axisTag}</td>
                  <td className={tables.numeric}>{axis.minValue}</td>
                  <td className={tables.numeric}>{axis.defaultValue}</td>
                  <td className={tables.numeric}>{axis.maxValue}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {font.instances.length > 0 ? (
          <div>
            <h3 className={styles.instancesTitle}>{font.instances.length} named instances</h3>
            <p className={styles.instances}>
              {font.instances.map((instance) => instance.name).join(", ")}
            </p>
          </div>
        ) : null}
      </div>
      {variable ? (
        <TypeTester
          host=""
          familySlug={font.slug}
          fontName={font.name}
          styles={testerStyles(font)}
          text={font.initialText || font.name}
          style={variable.name}
          stateKey="variable"
          shared={sharedTesterState(query, "variable", font, variable.name)}
          size={font.initialSize}
          leading={DISPLAY_LEADING}
          tracking={font.initialTracking}
          mobileSize={font.initialSizeMobile}
          mobileTracking={font.initialTrackingMobile}
          features={font.opentypeFeatures}
          autoplayAxes={font.autoplayAxes}
          label={`${font.name} variable font tester`}
        />
      ) : null}
    </div>
  );
}
