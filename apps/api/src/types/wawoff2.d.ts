/** wawoff2 ships no types; these are the two calls it exports (WebAssembly builds of Google's woff2). */
declare module "wawoff2" {
  export function compress(sfnt: Uint8Array): Promise<Uint8Array>;
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}
