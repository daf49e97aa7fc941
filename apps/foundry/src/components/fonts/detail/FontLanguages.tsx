import * as styles from "./FontLanguages.css";

export interface FontLanguagesProps {
  fontName: string;
  languages: readonly { code: string; name: string }[];
}

/** The languages every style of the font supports (spec 2.12), by name. */
export function FontLanguages({ fontName, languages }: FontLanguagesProps) {
  return (
    <ul className={styles.list} aria-label={`Languages ${fontName} supports`}>
      {languages.map((language) => (
        <li key={language.code} lang={language.code} className={styles.item}>
          {language.name}
        </li>
      ))}
    </ul>
  );
}
