/** A rating drawn as stars, read as words ('4 out of 5 stars'). */
import { HStack } from '@chakra-ui/react';
import { Star } from 'lucide-react';

export const starsLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

export function ReviewStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const rounded = Math.round(rating);
  return (
    <HStack gap="0.5" role="img" aria-label={`${Math.round(rating * 10) / 10} out of 5 stars`} color="accent.solid">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} size={size} aria-hidden="true" fill={star <= rounded ? 'currentColor' : 'none'} />
      ))}
    </HStack>
  );
}
