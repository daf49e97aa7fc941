import { Carousel } from "./Carousel";
import { ContentImage } from "./image/ContentImage";
import type { BlockProps } from "./types";

/** Carousel: the images one at a time, at full width. */
export function CarouselBlock({ block }: BlockProps<"CarouselBlock">) {
  return (
    <Carousel label="Images">
      {block.images.map((image) => (
        <ContentImage key={image.id} image={image} sizes="100vw" />
      ))}
    </Carousel>
  );
}
