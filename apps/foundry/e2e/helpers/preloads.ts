import type { APIResponse } from "@playwright/test";

export interface Preload {
  href: string;
  as: string | undefined;
  media: string | undefined;
  /** An image preload's candidates and sizes, which must equal its element's to be used. */
  imageSrcSet: string | undefined;
  imageSizes: string | undefined;
}

function attributes(source: string, pattern: RegExp): Record<string, string> {
  return Object.fromEntries(
    [...source.matchAll(pattern)].map(([, name, value]) => [
      (name ?? "").toLowerCase(),
      (value ?? "").replaceAll("&amp;", "&"),
    ]),
  );
}

/**
 * What a page asks the browser to fetch before it has parsed the rest of it: the `Link` header's
 * preloads (React moves font preloads there, for early hints) and the head's preload links.
 */
export async function pagePreloads(response: APIResponse): Promise<Preload[]> {
  const header = response.headers().link ?? "";
  const fromHeader: Record<string, string>[] = [
    ...header.matchAll(/<([^>]+)>([^,]*(?:,(?!\s*<)[^,]*)*)/g),
  ].map(([, href, params]) => ({
    href: href ?? "",
    ...attributes(params ?? "", /(\w+)="?([^";]*)"?/g),
  }));
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const fromHead = [...head.matchAll(/<link\s([^>]*)>/g)].map((tag) =>
    attributes(tag[1] ?? "", /([a-zA-Z-]+)="([^"]*)"/g),
  );
  return [...fromHeader, ...fromHead]
    .filter((link) => link.rel === "preload")
    .map((link) => ({
      href: link.href ?? "",
      as: link.as,
      media: link.media,
      imageSrcSet: link.imagesrcset,
      imageSizes: link.imagesizes,
    }));
}
