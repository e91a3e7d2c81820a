/**
 * /dashboard/records/documents: documents kept on people's accounts (a student or staff member sees their
 * own, a parent their children's, management everyone's, `?owner=` one person's). Each names its owner,
 * linking to their page, and opens its file; management verifies, and everyone uploads, edits, deletes.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { UserDocument } from '@ujuzi/api';
import { useDeleteUserDocument, useGetUser, useListUserDocuments, useVerifyUserDocument } from '@ujuzi/api/hooks';
import { listUserDocumentsList } from '@ujuzi/api/list-params';
import { can, displayName, formatFileSize } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { useState } from 'react';
import {
  ActionButton,
  CrudDelete,
  ListPage,
  columnsOf,
  errorMessage,
  lazyFormDialog,
  links,
  useCrud,
  useList,
} from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import { DOCUMENT_TYPE_LABELS, RecordsHeader, refreshDocuments } from '../shared';
import type { DocumentFormProps } from './document-form';

const DocumentDialog = lazyFormDialog<UserDocument, DocumentFormProps>(
  () => import('./document-form').then((module) => module.DocumentForm),
  {
    noun: 'document',
    title: (item) => (item ? `Edit “${item.title}”` : 'Upload a document'),
    height: '30rem',
  },
);
const column = columnsOf<UserDocument>();

/** Verify, after a confirmation naming the document and its owner. */
export function VerifyButton({ document }: { document: UserDocument }) {
  const queryClient = useQueryClient();
  const verify = useVerifyUserDocument();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      await verify.mutateAsync({ id: document.id });
      toast.success('Document verified', `${document.title} of ${displayName(document.owner)}`);
      await refreshDocuments(queryClient);
    } catch (error) {
      toast.error('Could not verify the document', errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <ActionButton
      label="Verify"
      variant="outline"
      pending={pending}
      confirm={{
        title: `Verify “${document.title}”?`,
        message: `It is marked as checked against the original, by you, on ${displayName(document.owner)}’s account.`,
        confirmLabel: 'Verify document',
      }}
      onRun={run}
    />
  );
}

export const documentColumns = (verifier: boolean) => [
  column.link('title', 'Document', (row) => row.file, undefined, {
    sub: (row) =>
      [DOCUMENT_TYPE_LABELS[row.document_type], row.file_size ? formatFileSize(row.file_size) : null].filter(Boolean).join(' · '),
  }),
  column.person('owner', 'Owner', ({ owner }) => ({
    name: displayName(owner),
    avatar: owner.profile_picture,
    href: links.person(owner),
  })),
  column.flag('is_verified', 'Verification', 'Verified', 'Not verified'),
  column.date('created_at', 'Uploaded', { relative: true }),
  ...(verifier ? [column.actions((row) => (row.is_verified ? null : <VerifyButton document={row} />), 'Verify')] : []),
];

export function DocumentsPage() {
  const { user } = useSession();
  const verifier = can(user, 'document.verify');
  const list = useList(listUserDocumentsList);
  const query = useListUserDocuments(...list.request);
  const remove = useDeleteUserDocument();
  const crud = useCrud<UserDocument>({
    noun: 'document',
    name: (document) => document.title,
    form: DocumentDialog,
    remove: { call: (document) => remove.mutateAsync({ id: document.id }), invalidate: [['/accounts/documents/']] },
  });
  // One person's documents (`?owner=`, from their page or a parent's home) are named for them, even none yet.
  const ownerId = list.params.owner;
  const person = useGetUser(ownerId ?? 0, { query: { enabled: Boolean(ownerId) } });
  const first = query.data?.results[0]?.owner;
  const ownerName = person.data ? displayName(person.data) : first?.id === ownerId && first ? displayName(first) : null;
  const owner = ownerId && ownerName ? { id: ownerId, name: ownerName } : null;
  const columns = [...documentColumns(verifier), column.actions(crud.rowActions)];
  const create = crud.createButton('Upload a document');
  return (
    <>
      <ListPage
        header={
          <RecordsHeader
            title={owner ? `Documents of ${owner.name}` : 'Documents'}
            current={links.documents()}
            description="IDs, certificates and other papers kept on the account; management verifies them."
            actions={create}
          />
        }
        list={list}
        query={query}
        label="Documents"
        noun={{ one: 'document', many: 'documents' }}
        columns={columns}
        search={{ label: 'Search documents', placeholder: 'Title or owner' }}
        filters={[
          { type: 'enum', name: 'document_type', label: 'Type', labels: DOCUMENT_TYPE_LABELS },
          { type: 'boolean', name: 'is_verified', label: 'Verification', yes: 'Verified', no: 'Not verified' },
        ]}
        scope={owner ? ['owner'] : []}
        empty={{
          title: owner ? `No documents of ${owner.name} yet` : 'No documents yet',
          description: 'Upload a scan of an ID, a certificate or a transcript (PDF, JPEG or PNG up to 10 MB).',
          action: create,
        }}
      />
      <DocumentDialog {...crud.dialog} owner={owner} />
      <CrudDelete crud={crud} />
    </>
  );
}
