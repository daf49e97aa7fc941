/**
 * The provider's player for a Video block (spec 3: provider, providerUid). Both players are
 * asked not to track: YouTube through its no-cookie domain, Vimeo with `dnt`. The player only
 * loads after a click, so a visitor who never plays the video never contacts the provider.
 */
export function videoEmbedUrl(provider: string, providerUid: string): string | null {
  const uid = encodeURIComponent(providerUid);
  switch (provider.toLowerCase()) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${uid}?autoplay=1&rel=0`;
    case "vimeo":
      return `https://player.vimeo.com/video/${uid}?autoplay=1&dnt=1`;
    default:
      return null;
  }
}

/** 'YouTube' or 'Vimeo', for the link to watch on the provider's site. */
export function providerName(provider: string): string {
  const names: Record<string, string> = { youtube: "YouTube", vimeo: "Vimeo" };
  return names[provider.toLowerCase()] ?? provider;
}
