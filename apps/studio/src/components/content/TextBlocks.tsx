import { ButtonLink } from "@meridian/ui/button";
import Link from "next/link";
import { RichText } from "../elements/RichText";
import { quietLink } from "../shell/frame.css";
import type { ContentBlock } from "./ContentBlocks";
import * as styles from "./ContentBlocks.css";

type Kind<K extends ContentBlock["__typename"]> = Extract<ContentBlock, { __typename: K }>;

/**
 * Heading left, text right; `leftAlign` keeps both in the left column, `narrow` shortens the
 * measure. `title` is a line above the heading; `footer` a note under the text.
 */
export function TextBlock({
  block,
  hideHeading,
}: {
  block: Kind<"TextBlock">;
  hideHeading: boolean;
}) {
  const heading = hideHeading ? null : block.heading;
  const text = (
    <div className={styles.stack}>
      <RichText
        value={block.body}
        headingLevel={3}
        className={[styles.body, block.narrow ? styles.narrow : undefined]
          .filter(Boolean)
          .join(" ")}
      />
      {block.footer ? <p className={styles.note}>{block.footer}</p> : null}
    </div>
  );
  return (
    <section className={styles.columns}>
      {block.title || heading ? (
        <div>
          {block.title ? <p className={styles.eyebrow}>{block.title}</p> : null}
          {heading ? <h2 className={styles.blockHeading}>{heading}</h2> : null}
        </div>
      ) : null}
      {block.leftAlign ? text : <div className={styles.second}>{text}</div>}
    </section>
  );
}

export function SplitTextBlock({ block }: { block: Kind<"SplitTextBlock"> }) {
  return (
    <div className={styles.columns}>
      <RichText value={block.left} headingLevel={3} className={styles.body} />
      <RichText value={block.right} headingLevel={3} className={styles.body} />
    </div>
  );
}

/** A heading, a line of text and numbered steps under rules. */
export function TextAndListBlock({ block }: { block: Kind<"TextAndListBlock"> }) {
  return (
    <section className={styles.columns}>
      {block.heading ? <h2 className={styles.blockHeading}>{block.heading}</h2> : null}
      <div className={`${styles.stack} ${styles.second}`}>
        <RichText value={block.body} headingLevel={3} className={styles.body} />
        <ol className={styles.steps}>
          {block.items.map((item) => (
            <li key={item} className={styles.step}>
              {item}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function QuoteBlock({ block }: { block: Kind<"QuoteBlock"> }) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.quoteText}>
        <p className={styles.quoteParagraph}>{block.quote}</p>
      </blockquote>
      <figcaption className={styles.note}>{block.attribution}</figcaption>
    </figure>
  );
}

/** Rows of cells; the first row is the header (spec 3). */
export function TableBlock({ block }: { block: Kind<"TableBlock"> }) {
  const [header, ...rows] = block.data;
  if (!header) return null;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {header.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.join("\u0000")}>
              {row.map((cell, index) => (
                // Cells are placed by column; a row may repeat a value.
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A link as a button; phones may read a shorter text (mobileTextOverride). */
export function ButtonBlock({ block }: { block: Kind<"ButtonBlock"> }) {
  const internal = block.linkHref.startsWith("/");
  return (
    <div className={styles.buttonRow}>
      <ButtonLink href={block.linkHref} as={internal ? Link : "a"} variant="primary" size="large">
        {block.mobileTextOverride ? (
          <>
            <span className={styles.aboveMobile}>{block.buttonText}</span>
            <span className={styles.onlyMobile}>{block.mobileTextOverride}</span>
          </>
        ) : (
          block.buttonText
        )}
      </ButtonLink>
    </div>
  );
}

/** A section heading others can link to (#anchor), itself a link when it heads a collection. */
export function SectionBlock({ block }: { block: Kind<"SectionBlock"> }) {
  return (
    <h2 id={block.anchor} className={styles.blockHeading}>
      {block.collectionUrl ? (
        <Link href={block.collectionUrl} className={quietLink}>
          {block.sectionHeading}
        </Link>
      ) : (
        block.sectionHeading
      )}
    </h2>
  );
}
