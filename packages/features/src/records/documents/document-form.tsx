/**
 * A document's form (createUserDocument, updateUserDocument): title, type, description and the file,
 * uploaded as multipart with progress (PDF, JPEG or PNG up to 10 MB, the contract's limit). Management
 * uploads for a person; everyone else for themselves. Editing without a new file keeps the stored one.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { UserDocument } from '@ujuzi/api';
import { listUsers, usePartialUpdateUserDocument } from '@ujuzi/api/hooks';
import { zCreateUserDocumentBody } from '@ujuzi/api/schemas';
import { can, displayName } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { z } from 'zod';
import {
  ContractForm,
  FormCombobox,
  FormFileField,
  FormSelect,
  FormTextField,
  FormTextareaField,
  useContractForm,
} from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { useSession } from '../../infra/session/session-context';
import { refreshDocuments } from '../shared/refresh';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES_ACCEPTED, DOCUMENT_TYPE_LABELS } from '../shared/labels';

export const CHOOSE_FILE = 'Choose the file to upload.';
const TYPE_OPTIONS = Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
/** The contract's body with the picked file (it travels only in multipart). */
const zDocumentForm = zCreateUserDocumentBody.extend({ file: z.instanceof(Blob).nullish(), owner: z.int().nullish() });

async function searchPeople(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listUsers({ search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results.map((person) => ({ value: String(person.id), label: displayName(person) }));
}

export interface DocumentFormProps extends EntityFormProps<UserDocument> {
  /** The person management uploads for (the list's owner filter), if any. */
  owner?: { id: number; name: string } | null;
}

export function DocumentForm({ item, onDone, owner = null }: DocumentFormProps) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const forOthers = can(user, 'document.verify');
  const update = usePartialUpdateUserDocument();
  const form = useContractForm({
    schema: zDocumentForm,
    rules: (values): Record<string, string> => (!item && !values.file ? { file: CHOOSE_FILE } : {}),
    defaultValues: {
      title: item?.title ?? '',
      document_type: item?.document_type ?? 'national_id',
      description: item?.description ?? '',
      file: null,
      owner: forOthers ? (item?.owner.id ?? owner?.id ?? null) : null,
    },
    send: (body) => {
      // Without a new file only the details change: a PATCH keeps the stored file and its verification.
      if (body.file || !item) throw new Error('A body with a file goes through the upload.');
      const data = { title: body.title, document_type: body.document_type, description: body.description };
      return update.mutateAsync({ id: item.id, data });
    },
    upload: item
      ? { method: 'PATCH', path: `/accounts/documents/${item.id}/` }
      : { method: 'POST', path: '/accounts/documents/' },
    onSuccess: (saved) => {
      toast.success(item ? 'Document saved' : 'Document uploaded', `${saved.title}: waiting for verification.`);
      void refreshDocuments(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save document' : 'Upload document'} onCancel={onDone}>
      {forOthers && !item ? (
        <FormCombobox
          name="owner"
          label="Whose document"
          valueAs="number"
          placeholder="Search people by name"
          emptyText="Nobody matches."
          helpText="Left empty, the document is yours."
          search={searchPeople}
          selected={owner ? { value: String(owner.id), label: owner.name } : null}
        />
      ) : null}
      <FormTextField name="title" label="Title" />
      <FormSelect name="document_type" label="Type" options={TYPE_OPTIONS} />
      <FormFileField
        name="file"
        label={item ? 'Replace the file' : 'File'}
        helpText={item ? `Now: ${item.file_name ?? item.file}. A new file is verified again.` : undefined}
        maxSize={DOCUMENT_MAX_BYTES}
        accept={DOCUMENT_TYPES_ACCEPTED}
        acceptLabel="PDF, JPEG or PNG"
      />
      <FormTextareaField name="description" label="Description" rows={2} />
    </ContractForm>
  );
}
