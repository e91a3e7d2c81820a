/**
 * Links a parent and a student (createStudentParentRelation): the other person found by name, and the
 * relation; or changes a link's relation, primary contact and collection rights (partialUpdateStudentParentRelation).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { StudentParentRelation, UserSummary } from '@ujuzi/api';
import {
  listParentUsers,
  listStudentUsers,
  useCreateStudentParentRelation,
  usePartialUpdateStudentParentRelation,
} from '@ujuzi/api/hooks';
import { zCreateStudentParentRelationBody } from '@ujuzi/api/schemas';
import { PARENT_RELATION_LABELS, displayName } from '@ujuzi/domain';
import { toast, type SelectOption } from '@ujuzi/ui';
import { ContractForm, FormCombobox, FormSelect, FormSwitch, useContractForm } from '../../forms';
import type { EntityFormProps } from '../../lists/crud';
import { refreshFamily, type FamilySide } from './family-links';

const RELATION_OPTIONS = Object.entries(PARENT_RELATION_LABELS).map(([value, label]) => ({ value, label }));

async function searchPeople(side: FamilySide, text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const params = { search: text.trim() || undefined, page_size: 20 };
  const page = side === 'parent' ? await listParentUsers(params, { signal }) : await listStudentUsers(params, { signal });
  return page.results.map((person) => ({
    value: String(person.id),
    label: `${displayName(person)} (@${person.username})`,
  }));
}

export interface FamilyLinkFormProps extends EntityFormProps<StudentParentRelation> {
  person: Pick<UserSummary, 'id'>;
  side: FamilySide;
}

export function FamilyLinkForm({ item, onDone, person, side }: FamilyLinkFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateStudentParentRelation();
  const update = usePartialUpdateStudentParentRelation();
  const other: FamilySide = side === 'student' ? 'parent' : 'student';
  const form = useContractForm({
    schema: zCreateStudentParentRelationBody,
    defaultValues: {
      student: item?.student.id ?? (side === 'student' ? person.id : (null as unknown as number)),
      parent: item?.parent.id ?? (side === 'parent' ? person.id : (null as unknown as number)),
      relationship: item?.relationship ?? 'guardian',
      is_primary_contact: item?.is_primary_contact ?? false,
      can_pickup: item?.can_pickup ?? true,
    },
    send: (data) =>
      item
        ? update.mutateAsync({
            id: item.id,
            data: { relationship: data.relationship, is_primary_contact: data.is_primary_contact, can_pickup: data.can_pickup },
          })
        : create.mutateAsync({ data }),
    onSuccess: (saved) => {
      if (item) toast.success('Link saved', `${displayName(saved.parent)} and ${displayName(saved.student)}.`);
      else toast.success('Linked', `${displayName(saved.parent)} now follows ${displayName(saved.student)}.`);
      void refreshFamily(queryClient);
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel={item ? 'Save' : 'Link'} onCancel={onDone}>
      {item ? null : (
        <FormCombobox
          name={other}
          label={other === 'parent' ? 'Parent' : 'Student'}
          valueAs="number"
          placeholder={other === 'parent' ? 'Search parents by name' : 'Search students by name'}
          emptyText={other === 'parent' ? 'No parent account matches.' : 'No student matches.'}
          search={(text, signal) => searchPeople(other, text, signal)}
          selected={null}
        />
      )}
      <FormSelect name="relationship" label="Relation" options={RELATION_OPTIONS} />
      <FormSwitch name="is_primary_contact" label="Primary contact" helpText="Contacted first about this student." />
      <FormSwitch name="can_pickup" label="May collect the student" />
    </ContractForm>
  );
}
