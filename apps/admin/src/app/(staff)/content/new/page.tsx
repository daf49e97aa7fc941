import type { Metadata } from "next";
import Link from "next/link";
import { kindLabel, NEW_ITEM_KINDS } from "../../../../lib/drafts";

export const metadata: Metadata = { title: "New item" };

export default function NewItemPage() {
  return (
    <>
      <h1>New item</h1>
      <ul>
        {NEW_ITEM_KINDS.map((kind) => (
          <li key={kind}>
            <Link href={`/content/new/${kind}`}>{kindLabel(kind)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
