/** A FAQ's place in the display order, with buttons that swap it with its neighbour's (shown in display order only). */
import { HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Faq } from '@ujuzi/api';
import { usePartialUpdateFaq } from '@ujuzi/api/hooks';
import { IconButton, toast } from '@ujuzi/ui';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { errorMessage } from '../../infra/kit';
import { refreshContactQueries } from '../inquiries/refresh';

export function FaqOrder({ faq, rows, movable }: { faq: Faq; rows: readonly Faq[]; movable: boolean }) {
  const queryClient = useQueryClient();
  const reorder = usePartialUpdateFaq();
  const move = async (direction: -1 | 1) => {
    const neighbour = rows[rows.findIndex((row) => row.id === faq.id) + direction];
    if (!neighbour) return;
    const mine = faq.display_order ?? 0;
    const theirs = neighbour.display_order ?? 0;
    const [nextMine, nextTheirs] = mine === theirs ? [theirs + direction, mine] : [theirs, mine];
    try {
      await reorder.mutateAsync({ id: faq.id, data: { display_order: Math.max(0, nextMine) } });
      await reorder.mutateAsync({ id: neighbour.id, data: { display_order: Math.max(0, nextTheirs) } });
      toast.success(direction < 0 ? 'Moved up' : 'Moved down', faq.question);
    } catch (error) {
      toast.error('Could not change the order', errorMessage(error));
    } finally {
      await refreshContactQueries(queryClient);
    }
  };
  return (
    <HStack gap="1" justify="flex-end">
      <Text fontVariantNumeric="tabular-nums">{faq.display_order ?? 0}</Text>
      {movable ? (
        <>
          <IconButton
            aria-label={`Move “${faq.question}” up`}
            size="sm"
            variant="ghost"
            disabled={rows[0]?.id === faq.id || reorder.isPending}
            onClick={() => void move(-1)}
            icon={<ArrowUp />}
          />
          <IconButton
            aria-label={`Move “${faq.question}” down`}
            size="sm"
            variant="ghost"
            disabled={rows.at(-1)?.id === faq.id || reorder.isPending}
            onClick={() => void move(1)}
            icon={<ArrowDown />}
          />
        </>
      ) : null}
    </HStack>
  );
}
