/**
 * 'Generate report cards' for a term and a class section (the contract's ReportCardGenerateRequest): builds
 * each student's card from the term's published results, then says what was made and names every student
 * skipped, with the reason (no published results, or a card already there and not rebuilt).
 */
import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReportCardGenerateResult } from '@ujuzi/api';
import { getListReportCardsQueryKey, useGenerateReportCards, useListClassSections } from '@ujuzi/api/hooks';
import { zGenerateReportCardsBody } from '@ujuzi/api/schemas';
import { Button, toast, type SelectOption } from '@ujuzi/ui';
import { useEffect, useState } from 'react';
import { countOf } from '../../infra/kit';
import { ContractForm, FormSelect, FormSwitch, useContractForm } from '../../infra/kit/forms';
import { useAcademicChoices } from '../shared';

/** What a generation did, in words: the counts, then each student skipped and why. */
export function GenerateOutcome({ outcome, onDone }: { outcome: ReportCardGenerateResult; onDone: () => void }) {
  const named = outcome.errors ?? [];
  const unnamed = outcome.skipped - named.length;
  return (
    <Stack gap="4">
      <Alert.Root status={outcome.created + outcome.updated > 0 ? 'success' : 'warning'} borderRadius="l2" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{outcome.message}</Alert.Title>
          <Alert.Description>
            {countOf(outcome.created, 'new card', 'new cards')}, {countOf(outcome.updated, 'rebuilt', 'rebuilt')},{' '}
            {countOf(outcome.skipped, 'skipped', 'skipped')}.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {named.length > 0 ? (
        <Stack gap="2">
          <Text as="h3" fontWeight="semibold">
            Students skipped
          </Text>
          <Stack as="ul" aria-label="Students skipped" ps="5" gap="1" listStyleType="disc">
            {named.map((line) => (
              <Text as="li" key={line}>
                {line}
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {unnamed > 0 ? (
        <Text color="fg.muted">
          {countOf(unnamed, 'student already has', 'students already have')} a card for this term; turn on “Rebuild existing
          cards” to build {unnamed === 1 ? 'it' : 'them'} again.
        </Text>
      ) : null}
      <HStack justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </HStack>
    </Stack>
  );
}

export function GenerateReportCardsForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const generate = useGenerateReportCards();
  const { termOptions, currentTerm } = useAcademicChoices();
  const sections = useListClassSections({ page_size: 100, is_active: true });
  const sectionOptions: SelectOption[] = (sections.data?.results ?? []).map((section) => ({
    value: String(section.id),
    label: section.display_name ?? section.name,
  }));
  const [outcome, setOutcome] = useState<ReportCardGenerateResult | null>(null);
  const form = useContractForm({
    schema: zGenerateReportCardsBody,
    defaultValues: {
      academic_term: currentTerm as number,
      class_section: null,
      overwrite: false,
      publish: false,
    },
    send: (data) => generate.mutateAsync({ data }),
    onSuccess: (result) => {
      toast.success('Report cards generated', result.message);
      void queryClient.invalidateQueries({ queryKey: getListReportCardsQueryKey() });
      setOutcome(result);
    },
  });
  const { getValues, setValue } = form.form;
  useEffect(() => {
    // The current term, once the terms have loaded, unless one was chosen already.
    if (currentTerm && !getValues('academic_term')) setValue('academic_term', currentTerm);
  }, [currentTerm, getValues, setValue]);
  if (outcome) return <GenerateOutcome outcome={outcome} onDone={onDone} />;
  return (
    <ContractForm form={form} submitLabel="Generate report cards" sendingLabel="Generating…" onCancel={onDone}>
      <FormSelect name="academic_term" label="Term" placeholder="Choose a term" options={termOptions} valueAs="number" />
      <FormSelect
        name="class_section"
        label="Class"
        placeholder="Every class"
        options={sectionOptions}
        valueAs="number"
        helpText="The students enrolled in this class; leave it for every class."
      />
      <FormSwitch name="overwrite" label="Rebuild existing cards" helpText="Otherwise students who have a card are skipped." />
      <FormSwitch name="publish" label="Publish at once" helpText="Students and parents see published cards." />
    </ContractForm>
  );
}
