import { describe, expect, it } from "vitest";
import { providerName, videoEmbedUrl } from "./video-embed";

describe("videoEmbedUrl", () => {
  it("uses YouTube's no-cookie player and Vimeo's do-not-track player, playing at once", () => {
    expect(videoEmbedUrl("youtube", "q7Vb3mKxT2s")).toBe(
      "https://www.youtube-nocookie.com/embed/q7Vb3mKxT2s?autoplay=1&rel=0",
    );
    expect(videoEmbedUrl("vimeo", "874512093")).toBe(
      "https://player.vimeo.com/video/874512093?autoplay=1&dnt=1",
    );
  });

  it("escapes the id and knows no other provider", () => {
    expect(videoEmbedUrl("youtube", "a/../b?x")).toBe(
      "https://www.youtube-nocookie.com/embed/a%2F..%2Fb%3Fx?autoplay=1&rel=0",
    );
    expect(videoEmbedUrl("dailymotion", "x1")).toBeNull();
  });
});

describe("providerName", () => {
  it("spells the providers as they do", () => {
    expect([providerName("youtube"), providerName("vimeo")]).toEqual(["YouTube", "Vimeo"]);
  });
});
