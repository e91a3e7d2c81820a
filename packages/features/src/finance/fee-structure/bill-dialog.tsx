/**
 * Billing learners from a fee structure: the whole class level, one of its sections or one learner. The
 * confirmation names the structure, the group, how many learners and the total; each learner gets a
 * student fee (createStudentFee, one call each, with its invoice) and those already billed are skipped.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type FeeStructure } from '@ujuzi/api';
import {
  createStudentFee,
  getGetFeeStructureQueryKey,
  getListFeeStructuresQueryKey,
  getListPaymentInvoicesQueryKey,
  getListStudentFeesQueryKey,
  listClassEnrollments,
  listUsers,
  useGetClassLevel,
  useListClassSections,
} from '@ujuzi/api/hooks';
import { displayName, formatMoney } from '@ujuzi/domain';
import { AsyncCombobox, Button, Dialog, RadioGroup, Select, toast, type SelectOption } from '@ujuzi/ui';
import { useRef, useState } from 'react';

type Scope = 'level' | 'section' | 'student';

async function searchStudents(text: string, signal: AbortSignal): Promise<readonly SelectOption[]> {
  const page = await listUsers({ user_type: 'student', search: text.trim() || undefined, page_size: 20 }, { signal });
  return page.results.map((person) => ({ value: String(person.id), label: displayName(person) }));
}

async function activeStudents(sections: readonly number[]): Promise<number[]> {
  const pages = await Promise.all(
    sections.map((section) => listClassEnrollments({ class_section: section, status: 'active', page_size: 500 })),
  );
  return [...new Set(pages.flatMap((page) => page.results.map((enrollment) => enrollment.student.id)))];
}

const learners = (count: number): string => `${count} ${count === 1 ? 'learner' : 'learners'}`;

export interface BillDialogProps {
  structure: FeeStructure;
  open: boolean;
  onClose: () => void;
}

export function BillDialog({ structure, open, onClose }: BillDialogProps) {
  const queryClient = useQueryClient();
  const level = useGetClassLevel(structure.class_level, { query: { enabled: open } });
  const sections = useListClassSections({ class_level: structure.class_level, page_size: 100 }, { query: { enabled: open } });
  const [scope, setScope] = useState<Scope>('level');
  const [section, setSection] = useState<string | null>(null);
  const [student, setStudent] = useState<SelectOption | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const found = useRef(new Map<string, SelectOption>());
  const levelName = structure.class_level_name ?? level.data?.name ?? 'the class level';
  const chosenSection = sections.data?.results.find((row) => String(row.id) === section);
  const group =
    scope === 'level'
      ? { name: `all of ${levelName}`, count: level.data?.students_count ?? 0 }
      : scope === 'section'
        ? {
            name: chosenSection ? (chosenSection.display_name ?? chosenSection.name) : '',
            count: chosenSection?.students_count ?? 0,
          }
        : { name: student ? String(student.label) : '', count: student ? 1 : 0 };
  const total = Number(structure.total_amount) * group.count;

  const close = () => {
    setConfirming(false);
    setError(null);
    onClose();
  };
  const next = () => {
    if (scope === 'section' && !chosenSection) return setError('Choose a section.');
    if (scope === 'student' && !student) return setError('Choose a learner.');
    if (group.count === 0) return setError(`No learner is enrolled in ${group.name}.`);
    setError(null);
    setConfirming(true);
  };
  const bill = async () => {
    setRunning(true);
    try {
      const ids =
        scope === 'student'
          ? [Number(student?.value)]
          : await activeStudents(scope === 'section' ? [Number(section)] : (sections.data?.results ?? []).map((row) => row.id));
      let billed = 0;
      let skipped = 0;
      let amount = 0;
      for (const id of ids) {
        try {
          const fee = await createStudentFee({ student: id, fee_structure: structure.id });
          billed += 1;
          amount += Number(fee.total_amount);
        } catch (failure) {
          if (failure instanceof ApiError && failure.status === 400) skipped += 1;
          else throw failure;
        }
      }
      toast.success(
        `Billed ${learners(billed)} from ${structure.name}`,
        `${formatMoney(amount, structure.currency)} in all${skipped > 0 ? `; ${learners(skipped)} already billed, left as they were` : ''}.`,
      );
      for (const queryKey of [
        getListStudentFeesQueryKey(),
        getListPaymentInvoicesQueryKey(),
        getListFeeStructuresQueryKey(),
        getGetFeeStructureQueryKey(structure.id),
      ])
        void queryClient.invalidateQueries({ queryKey });
      close();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Could not bill the learners. Try again.');
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={confirming ? `Bill ${group.name}?` : `Bill learners from ${structure.name}`}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={confirming ? () => setConfirming(false) : close} disabled={running}>
            {confirming ? 'Back' : 'Cancel'}
          </Button>
          {confirming ? (
            <Button onClick={() => void bill()} loading={running} disabled={running}>
              Bill {learners(group.count)}
            </Button>
          ) : (
            <Button onClick={next}>Continue</Button>
          )}
        </>
      }
    >
      {confirming ? (
        <Stack gap="3">
          <Text>
            {structure.name} will be billed to {group.name}: {learners(group.count)} ×{' '}
            {formatMoney(structure.total_amount, structure.currency)}.
          </Text>
          <Text fontWeight="semibold">Total: {formatMoney(total, structure.currency)}</Text>
          <Text color="fg.muted">
            Each learner gets an invoice to pay online or at the office. Learners already billed are skipped.
          </Text>
        </Stack>
      ) : (
        <Stack gap="4">
          <RadioGroup
            label="Whom to bill"
            value={scope}
            onChange={(value) => setScope(value as Scope)}
            options={[
              {
                value: 'level',
                label: `All of ${levelName}`,
                description: level.data ? learners(level.data.students_count ?? 0) : undefined,
              },
              { value: 'section', label: 'One section' },
              { value: 'student', label: 'One learner' },
            ]}
          />
          {scope === 'section' ? (
            <Select
              label="Section"
              placeholder="Choose a section"
              value={section ?? ''}
              onChange={(value) => setSection(value || null)}
              options={(sections.data?.results ?? []).map((row) => ({
                value: String(row.id),
                label: `${row.display_name ?? row.name} (${learners(row.students_count ?? 0)})`,
              }))}
            />
          ) : null}
          {scope === 'student' ? (
            <AsyncCombobox
              label="Learner"
              placeholder="Search learners by name"
              emptyText="No learner matches."
              search={async (text, signal) => {
                const options = await searchStudents(text, signal);
                for (const option of options) found.current.set(option.value, option);
                return options;
              }}
              selected={student}
              onChange={(value) => setStudent(value ? (found.current.get(value) ?? null) : null)}
            />
          ) : null}
        </Stack>
      )}
      {error ? (
        <Text color="fg.error" role="alert" mt="3">
          {error}
        </Text>
      ) : null}
    </Dialog>
  );
}
