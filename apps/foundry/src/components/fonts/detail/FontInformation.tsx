import type { FontDetailFragment } from "@meridian/graphql/content";
import type { ReactNode } from "react";
import * as tables from "./tables.css";

export interface FontInformationProps {
  font: Pick<
    FontDetailFragment,
    "characterCount" | "glyphCount" | "nameMetadata" | "classification" | "designer"
  >;
}

const count = new Intl.NumberFormat("en-GB");

/** The font files' facts: counts and what their name table says. */
export function FontInformation({ font }: FontInformationProps) {
  const { nameMetadata: names } = font;
  const rows: [string, ReactNode][] = [
    ["Classification", font.classification.name],
    ["Designer", names.designer || font.designer],
    ["Manufacturer", names.manufacturer],
    ["Characters", count.format(font.characterCount)],
    ["Glyphs", count.format(font.glyphCount)],
    ["Version", names.version],
    ["Copyright", names.copyright],
    [
      "Licence",
      names.licenseUrl ? (
        <a href={names.licenseUrl} rel="noopener" target="_blank">
          {names.licenseUrl}
        </a>
      ) : (
        names.license
      ),
    ],
  ];
  return (
    <table className={tables.table}>
      <tbody>
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== "")
          .map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
