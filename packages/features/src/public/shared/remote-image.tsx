/**
 * A picture from the API (a cover or an article image) that leaves no broken-image box behind when it
 * cannot be loaded: the space closes instead. Dimensions are given so nothing shifts while it loads.
 */
import { AspectRatio, Image } from '@chakra-ui/react';
import { useAssetUrl } from '@ujuzi/ui';
import { useEffect, useRef, useState } from 'react';

export interface RemoteImageProps {
  /** An absolute URL or a server path ('/media/…'). */
  src: string | null | undefined;
  /** Intrinsic size of the picture: sets its aspect ratio and lets the browser reserve the space. */
  width: number;
  height: number;
  /** Loads at once (the first picture of a page) instead of when scrolled near. */
  eager?: boolean;
  /** Rounded corners and spacing from the caller (Chakra style props of the frame). */
  borderRadius?: string;
  mb?: string;
}

export function RemoteImage({ src, width, height, eager = false, borderRadius, mb }: RemoteImageProps) {
  const url = useAssetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A prerendered picture may have failed before the page's code started listening.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && url) setFailed(url);
  }, [url]);
  if (!url || failed === url) return null;
  return (
    <AspectRatio ratio={width / height} bg="bg.muted" borderRadius={borderRadius} overflow="hidden" mb={mb}>
      {/* A plain <img> inside: Chakra's Image would take width and height as styles, not the attributes browsers size with. */}
      <Image asChild objectFit="cover">
        <img
          ref={image}
          src={url}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(url)}
        />
      </Image>
    </AspectRatio>
  );
}
