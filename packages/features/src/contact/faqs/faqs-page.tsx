/**
 * /dashboard/contact/faqs: the FAQs of the public FAQ page — create, edit, delete, order, category,
 * published and featured, with the helpfulness votes each received. Built only with the kit.
 */
import { HStack, VisuallyHidden } from '@chakra-ui/react';
import type { Faq } from '@ujuzi/api';
import { useDeleteFaq, useListFaqs } from '@ujuzi/api/hooks';
import { listFaqsList } from '@ujuzi/api/list-params';
import { Badge, Link } from '@ujuzi/ui';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { CrudDelete, ListPage, columnsOf, lazyFormDialog, links, useCrud, useList } from '../../infra/kit';
import { useCategoryOptions } from '../shared/category-options';
import { refreshContactQueries } from '../inquiries/refresh';
import { ContactHeader } from '../shared';
import { FaqOrder } from './faq-order';

const FaqDialog = lazyFormDialog(() => import('./faq-form').then((module) => module.FaqForm), {
  noun: 'FAQ',
  description: 'Published FAQs show on the public FAQ page, in display order.',
  height: '30rem',
});
const column = columnsOf<Faq>();

export function FaqsPage() {
  const list = useList(listFaqsList);
  const query = useListFaqs(...list.request);
  const categories = useCategoryOptions();
  const remove = useDeleteFaq();
  const crud = useCrud<Faq>({
    noun: 'FAQ',
    name: (faq) => faq.question,
    form: FaqDialog,
    remove: {
      call: (faq) => remove.mutateAsync({ id: faq.id }),
      message: (faq) => `“${faq.question}” is removed from the FAQ page with its votes. This cannot be undone.`,
      refresh: refreshContactQueries,
    },
  });
  const rows = query.data?.results ?? [];
  const ordered = list.state.ordering === 'display_order' || list.state.ordering === null;
  const columns = [
    column.link(
      'question',
      'Question',
      () => null,
      (row) => (
        <Link href="#" onClick={(event) => (event.preventDefault(), crud.edit(row))}>
          {row.question}
        </Link>
      ),
      { sub: (row) => row.answer },
    ),
    column.entity('category', 'Category', (row) =>
      row.category && row.category_name ? { name: row.category_name, href: links.faqs({ category: row.category }) } : null,
    ),
    column.text('is_published', 'Status', (row) => (
      <HStack gap="1" wrap="wrap">
        <Badge tone={row.is_published ? 'success' : 'neutral'}>{row.is_published ? 'Published' : 'Draft'}</Badge>
        {row.is_featured ? <Badge tone="info">Featured</Badge> : null}
      </HStack>
    )),
    column.text('helpful_count', 'Votes', (row) => (
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
    )),
    column.text('display_order', 'Order', (row) => <FaqOrder faq={row} rows={rows} movable={ordered} />, { align: 'end' }),
    column.date('updated_at', 'Updated', { relative: true, defaultHidden: true }),
    column.actions(crud.rowActions),
  ];
  const lastOrder = rows.reduce((max, row) => Math.max(max, row.display_order ?? 0), -1);
  const publicPage = <Link href="/faq">FAQ page</Link>;
  return (
    <>
      <ListPage
        header={
          <ContactHeader
            title="FAQs"
            description={
              <>Questions and answers of the public {publicPage}, in display order, with the votes visitors gave them.</>
            }
            actions={crud.createButton('New FAQ')}
          />
        }
        list={list}
        query={query}
        label="FAQs"
        noun={{ one: 'FAQ', many: 'FAQs' }}
        columns={columns}
        getRowLabel={(row) => row.question}
        search={{ label: 'Search FAQs', placeholder: 'Search questions, answers and categories' }}
        filters={[
          { type: 'select', name: 'category', label: 'Category', options: categories },
          {
            type: 'boolean',
            name: 'is_published',
            label: 'Status',
            placeholder: 'Published and drafts',
            yes: 'Published',
            no: 'Drafts',
          },
        ]}
        empty={{
          title: 'No FAQs yet',
          description: 'Answer the questions visitors ask most, once, for everyone.',
          action: crud.createButton('New FAQ'),
        }}
      />
      <FaqDialog {...crud.dialog} categories={categories} nextOrder={lastOrder + 1} />
      <CrudDelete crud={crud} />
    </>
  );
}
