/**
 * A user's picture, or their initials when there is none or it fails to load: plain elements drawn
 * with Chakra's avatar recipe, so no state machine is downloaded. The picture stays hidden until it
 * has loaded (a broken picture never shows). Whether it loads is only known in the browser: the server
 * and the client's first render both show the initials, and the picture replaces them once loaded.
 */
import { Box, chakra, Float, useSlotRecipe } from '@chakra-ui/react';
import { initials } from '@ujuzi/domain';
import { useCallback, useState } from 'react';
import { useAssetUrl, type ResolveAssetUrl } from '../../asset-url';
import { COUNT_CAPS, CountBadge } from '../badge/badge';

export interface AvatarProps {
  /** The person's display name (use `displayName(user)` from @ujuzi/domain); gives the initials and the accessible name. */
  name: string;
  /** The picture: an absolute URL or a server-relative path ('/media/avatars/1.jpg'). */
  src?: string | null;
  /** Turns a server-relative `src` into a URL; defaults to UiProvider's `resolveAssetUrl`. */
  resolveUrl?: ResolveAssetUrl;
  /** Defaults to 'md' (40 px). */
  size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl';
  /** Hides the avatar from screen readers when the name is written next to it. */
  decorative?: boolean;
  /** A number on the corner (client spec §9: the avatar badge caps at 9). */
  badgeCount?: number;
  /** What the badge counts, read with the real number. Defaults to `${n} unread notifications`. */
  badgeLabel?: (count: number) => string;
}

/** A picture the browser decoded (a failed one is complete too, with no size). */
const hasLoaded = (image: HTMLImageElement) => image.complete && image.naturalWidth !== 0 && image.naturalHeight !== 0;

/**
 * Whether the picture at `url` has loaded, with the handlers and ref its <img> needs. A new `url`
 * shows the initials again until its picture loads.
 */
function usePictureLoaded(url: string | undefined) {
  const [loadedUrl, setLoadedUrl] = useState<string>();
  // A prerendered page's <img> starts loading before React hydrates and listens for its load event:
  // a picture that finished by then is read from the element when React attaches it.
  const imageRef = useCallback(
    (image: HTMLImageElement | null) => {
      if (url && image?.complete) setLoadedUrl(hasLoaded(image) ? url : undefined);
    },
    [url],
  );
  return {
    loaded: !!url && loadedUrl === url,
    imageRef,
    onLoad: () => setLoadedUrl(url),
    onError: () => setLoadedUrl(undefined),
  };
}

export function Avatar({
  name,
  src,
  resolveUrl,
  size = 'md',
  decorative = false,
  badgeCount,
  badgeLabel = (n) => `${n} unread notifications`,
}: AvatarProps) {
  const url = useAssetUrl(src, resolveUrl);
  const { loaded, imageRef, onLoad, onError } = usePictureLoaded(url);
  const recipe = useSlotRecipe({ key: 'avatar' });
  const styles = recipe({ size, variant: 'subtle' });
  const classNames = recipe.classNameMap;
  // Ark's parts and states (data-scope, data-part, data-state), as Chakra's Avatar rendered them.
  const avatar = (
    <chakra.div
      css={styles.root}
      className={classNames.root}
      colorPalette="brand"
      data-scope="avatar"
      data-part="root"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <chakra.span
        css={styles.fallback}
        className={classNames.fallback}
        data-scope="avatar"
        data-part="fallback"
        data-state={loaded ? 'hidden' : 'visible'}
        hidden={loaded}
        aria-hidden="true"
      >
        {initials(name)}
      </chakra.span>
      {url ? (
        <chakra.img
          ref={imageRef}
          css={styles.image}
          className={classNames.image}
          data-scope="avatar"
          data-part="image"
          data-state={loaded ? 'visible' : 'hidden'}
          hidden={!loaded}
          draggable="false"
          referrerPolicy="no-referrer"
          src={url}
          alt=""
          onLoad={onLoad}
          onError={onError}
        />
      ) : null}
    </chakra.div>
  );
  if (!badgeCount) return avatar;
  return (
    <Box position="relative" display="inline-flex">
      {avatar}
      <Float placement="top-end" offset="1">
        <CountBadge count={badgeCount} cap={COUNT_CAPS.avatar.cap} plus={COUNT_CAPS.avatar.plus} label={badgeLabel} />
      </Float>
    </Box>
  );
}
