import type { FontStyleFieldsFragment } from "@meridian/graphql/content";
import { FontText } from "@meridian/ui/font-text";
import { Inline } from "@meridian/ui/inline";
import { normaliseStyleName } from "@meridian/ui/style-names";
import * as styles from "./FontStyles.css";

export interface FontStylesProps {
  font: { slug: string; name: string; styles: readonly FontStyleFieldsFragment[] };
}

function widthsOf(fontStyles: readonly FontStyleFieldsFragment[]) {
  const groups = new Map<string, { name: string; styles: FontStyleFieldsFragment[] }>();
  for (const style of fontStyles) {
    const group = groups.get(style.width.id) ?? { name: style.width.name, styles: [] };
    group.styles.push(style);
    groups.set(style.width.id, group);
  }
  return [...groups.entries()];
}

/** What a style is, in a buyer's words: '600 Italic', or 'Variable'. */
function styleNote(style: FontStyleFieldsFragment): string {
  if (style.variable) return "Variable";
  return style.italic ? `${style.weightClass} Italic` : String(style.weightClass);
}

/**
 * Every style of the family set in itself, by width (spec 3: styles with their widths). Each
 * style's file loads as its line nears the viewport.
 */
export function FontStyles({ font }: FontStylesProps) {
  const widths = widthsOf(font.styles);
  return (
    <div>
      {widths.map(([id, group]) => (
        <div key={id} className={styles.group}>
          {widths.length > 1 ? <h3 className={styles.groupTitle}>{group.name}</h3> : null}
          <ul className={styles.list} aria-label={`${font.name} styles, ${group.name} width`}>
            {group.styles.map((style) => (
              <Inline
                as="li"
                key={style.id}
                space={4}
                align="baseline"
                justify="space-between"
                wrap={false}
                paddingY={2}
                borderTop="subtle"
              >
                <FontText
                  host=""
                  familySlug={font.slug}
                  fontName={font.name}
                  styleName={style.name}
                  fontFamily={style.fontFamily}
                  updatedAt={style._updatedAt}
                  className={styles.name}
                >
                  {style.variable ? "Variable" : normaliseStyleName(style.name)}
                </FontText>
                <span className={styles.weight}>{styleNote(style)}</span>
              </Inline>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
