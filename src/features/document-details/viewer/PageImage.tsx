import { Center } from "@mantine/core";
import { IconFileOff } from "@tabler/icons-react";

export interface PageImageProps {
  /** null: the image is not (yet) available. */
  src: string | null | undefined;
  width: number;
  height: number;
  alt: string;
}

/** One page image, loaded when it comes near the view. Its size is known beforehand, so
 * nothing jumps while it loads; a page without image keeps its place with an icon. Shared by
 * the document details viewer and the review page. */
export function PageImage({ src, width, height, alt }: PageImageProps) {
  if (!src) {
    return (
      <Center style={{ aspectRatio: `${width} / ${height}` }} c="dimmed" role="img" aria-label={alt}>
        <IconFileOff size={32} stroke={1.4} aria-hidden />
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      style={{ display: "block", width: "100%", height: "auto" }}
    />
  );
}
