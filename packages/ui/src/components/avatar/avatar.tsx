/** A user's picture, or their initials when there is none or it fails to load. */
import { Avatar as ChakraAvatar, Box, Float } from '@chakra-ui/react';
import { initials } from '@ujuzi/domain';
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
  const avatar = (
    <ChakraAvatar.Root
      size={size}
      colorPalette="brand"
      variant="subtle"
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      <ChakraAvatar.Fallback aria-hidden="true">{initials(name)}</ChakraAvatar.Fallback>
      {url ? <ChakraAvatar.Image src={url} alt="" /> : null}
    </ChakraAvatar.Root>
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
