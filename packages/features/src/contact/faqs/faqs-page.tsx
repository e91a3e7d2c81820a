/**
 * /dashboard/contact/faqs: the FAQs of the public FAQ page — create, edit, delete, order, category,
 * published and featured, with the helpfulness votes each received. Built only with the kit (ListPage,
 * the form kit in FaqFormDialog) and the area's header.
 */
import { HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { Faq } from '@ujuzi/api';
import { getListFaqsQueryKey, useDeleteFaq, useListFaqs, usePartialUpdateFaq } from '@ujuzi/api/hooks';
import { Badge, Button, ConfirmDialog, IconButton, Link, RelativeTime, toast, type DataTableColumn } from '@ujuzi/ui';
import { ArrowDown, ArrowUp, Pencil, Plus, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  EntityLink,
  ListPage,
  errorMessage,
  useEntityAction,
  useListState,
  type ListFilter,
  type ListSpec,
  links,
} from '../../infra/kit';
import { useCategoryOptions } from '../inquiries/inquiry-people';
import { refreshContactQueries } from '../inquiries/refresh';
import { ContactHeader } from '../shared';
import { FaqFormDialog, preloadFaqForm } from './faq-form-dialog';

/** listFaqs' parameters (openapi/paths/contact/faqs.yaml). */
export const FAQ_LIST_SPEC = {
  filters: { category: { kind: 'int' }, is_published: { kind: 'boolean' }, is_featured: { kind: 'boolean' } },
  orderings: ['display_order', 'question', 'helpful_count', 'updated_at'],
  defaultOrdering: 'display_order',
  defaultPageSize: 20,
} as const satisfies ListSpec;

const NOUN = { one: 'FAQ', many: 'FAQs' };

type Editing = { faq: Faq | null } | null;

export function FaqsPage() {
  const queryClient = useQueryClient();
  const list = useListState(FAQ_LIST_SPEC);
  const query = useListFaqs(list.params, { query: { placeholderData: keepPreviousData } });
  const categories = useCategoryOptions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const remove = useDeleteFaq();
  const deletion = useEntityAction<unknown, Faq>({
    queryKey: getListFaqsQueryKey(),
    call: (faq) => remove.mutateAsync({ id: faq.id }),
    success: (faq) => ({ title: 'FAQ deleted', description: faq.question }),
    failure: 'Could not delete the FAQ',
    refresh: refreshContactQueries,
  });
  const reorder = usePartialUpdateFaq();
  const rows = query.data?.results ?? [];
  const lastOrder = rows.reduce((max, row) => Math.max(max, row.display_order ?? 0), -1);

  /** Swaps a FAQ's place with its neighbour's in the order shown. */
  const move = async (faq: Faq, direction: -1 | 1) => {
    const index = rows.findIndex((row) => row.id === faq.id);
    const neighbour = rows[index + direction];
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

  const ordered = list.state.ordering === 'display_order' || list.state.ordering === null;

  const columns: readonly DataTableColumn<Faq>[] = [
    {
      id: 'question',
      header: 'Question',
      isRowHeader: true,
      sortable: true,
      cell: (row) => (
        <Stack gap="0.5" minW="14rem" maxW="28rem">
          <Link href="#" onClick={(event) => (event.preventDefault(), setEditing({ faq: row }))}>
            {row.question}
          </Link>
          <Text textStyle="xs" color="fg.muted" lineClamp="2">
            {row.answer}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'category',
      header: 'Category',
      cell: (row) =>
        row.category && row.category_name ? (
          <EntityLink href={links.faqs({ category: row.category })}>{row.category_name}</EntityLink>
        ) : (
          <Text color="fg.muted">None</Text>
        ),
    },
    {
      id: 'is_published',
      header: 'Status',
      cell: (row) => (
        <HStack gap="1" wrap="wrap">
          <Badge tone={row.is_published ? 'success' : 'neutral'}>{row.is_published ? 'Published' : 'Draft'}</Badge>
          {row.is_featured ? <Badge tone="info">Featured</Badge> : null}
        </HStack>
      ),
    },
    {
      id: 'helpful_count',
      header: 'Votes',
      sortable: true,
      cell: (row) => (
        <HStack gap="3" whiteSpace="nowrap">
          <HStack gap="1" aria-hidden="true">
            <ThumbsUp size="1em" /> {row.helpful_count}
          </HStack>
          <HStack gap="1" aria-hidden="true">
            <ThumbsDown size="1em" /> {row.not_helpful_count}
          </HStack>
          <VisuallyHidden>
            {row.helpful_count} found it helpful, {row.not_helpful_count} did not
          </VisuallyHidden>
        </HStack>
      ),
    },
    {
      id: 'display_order',
      header: 'Order',
      sortable: true,
      align: 'end',
      cell: (row) => (
        <HStack gap="1" justify="flex-end">
          <Text fontVariantNumeric="tabular-nums">{row.display_order ?? 0}</Text>
          {ordered ? (
            <>
              <IconButton
                aria-label={`Move “${row.question}” up`}
                size="sm"
                variant="ghost"
                disabled={rows[0]?.id === row.id || reorder.isPending}
                onClick={() => void move(row, -1)}
                icon={<ArrowUp />}
              />
              <IconButton
                aria-label={`Move “${row.question}” down`}
                size="sm"
                variant="ghost"
                disabled={rows[rows.length - 1]?.id === row.id || reorder.isPending}
                onClick={() => void move(row, 1)}
                icon={<ArrowDown />}
              />
            </>
          ) : null}
        </HStack>
      ),
    },
    {
      id: 'updated_at',
      header: 'Updated',
      sortable: true,
      defaultHidden: true,
      cell: (row) => <RelativeTime value={row.updated_at} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (row) => (
        <HStack gap="1" justify="flex-end">
          <IconButton
            aria-label={`Edit “${row.question}”`}
            size="sm"
            variant="ghost"
            onClick={() => setEditing({ faq: row })}
            icon={<Pencil />}
          />
          <IconButton
            aria-label={`Delete “${row.question}”`}
            size="sm"
            variant="ghost"
            onClick={() => setDeleting(row)}
            icon={<Trash2 />}
          />
        </HStack>
      ),
    },
  ];

  const filters: ListFilter<typeof FAQ_LIST_SPEC.filters>[] = [
    { type: 'select', name: 'category', label: 'Category', placeholder: 'Any category', options: categories },
    {
      type: 'select',
      name: 'is_published',
      label: 'Status',
      placeholder: 'Published and drafts',
      options: [
        { value: 'true', label: 'Published' },
        { value: 'false', label: 'Drafts' },
      ],
    },
  ];

  const newFaq = (
    <Button onClick={() => setEditing({ faq: null })} onPointerEnter={preloadFaqForm} onFocus={preloadFaqForm}>
      <Plus aria-hidden="true" /> New FAQ
    </Button>
  );

  return (
    <>
      <ListPage
        header={
          <ContactHeader
            title="FAQs"
            description={
              <>
                Questions and answers of the public <Link href="/faq">FAQ page</Link>, in display order, with the votes visitors
                gave them.
              </>
            }
            actions={newFaq}
          />
        }
        list={list}
        query={query}
        label="FAQs"
        noun={NOUN}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.question}
        search={{ label: 'Search FAQs', placeholder: 'Search questions, answers and categories' }}
        filters={filters}
        empty={{
          title: 'No FAQs yet',
          description: 'Answer the questions visitors ask most, once, for everyone.',
          action: newFaq,
        }}
      />
      <FaqFormDialog
        faq={editing?.faq ?? null}
        open={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        categories={categories}
        nextOrder={lastOrder + 1}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this FAQ?"
        message={deleting ? `“${deleting.question}” is removed from the FAQ page with its votes. This cannot be undone.` : ''}
        confirmLabel="Delete FAQ"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          const deleted = await deletion.run(deleting);
          // The failure is already shown; the dialog stays open for another try.
          if (!deleted) throw new Error('The FAQ was not deleted');
          setDeleting(null);
        }}
      />
    </>
  );
}
