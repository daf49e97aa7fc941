/** Tests only: writes or removes a cookie the way a server or an earlier visit would have. */
export function setTestCookie(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for a browser that already holds cookies.
  document.cookie = text;
}

export function removeTestCookie(name: string): void {
  setTestCookie(`${name}=; Path=/; Max-Age=0`);
}
