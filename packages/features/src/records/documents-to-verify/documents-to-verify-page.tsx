/**
 * /dashboard/records/documents/unverified (management): the documents still to verify, oldest first, each
 * naming its owner (linking to their page) and opening its file; Verify after a confirmation.
 */
import { useListUnverifiedUserDocuments } from '@ujuzi/api/hooks';
import { listUnverifiedUserDocumentsList } from '@ujuzi/api/list-params';
import { ButtonLink } from '@ujuzi/ui';
import { ListPage, links, useList } from '../../infra/kit';
import { documentColumns } from '../documents/documents-page';
import { DOCUMENT_TYPE_LABELS, RecordsHeader } from '../shared';

export function DocumentsToVerifyPage() {
  const list = useList(listUnverifiedUserDocumentsList);
  const query = useListUnverifiedUserDocuments(...list.request);
  return (
    <ListPage
      header={
        <RecordsHeader
          title="Documents to verify"
          current={links.documentsToVerify()}
          description="Check each against its original, then verify it; the oldest wait at the top."
        />
      }
      list={list}
      query={query}
      label="Documents to verify"
      noun={{ one: 'document', many: 'documents' }}
      columns={documentColumns(true).filter((column) => column.id !== 'is_verified')}
      search={{ label: 'Search documents', placeholder: 'Title or owner' }}
      filters={[{ type: 'enum', name: 'document_type', label: 'Type', labels: DOCUMENT_TYPE_LABELS }]}
      empty={{
        title: 'Nothing to verify',
        description: 'Every uploaded document has been verified.',
        action: (
          <ButtonLink href={links.documents()} variant="outline">
            All documents
          </ButtonLink>
        ),
      }}
    />
  );
}
