/** A lesson's code snippets: each with its language, added through the form kit (CodeSnippetRequest) and deleted after a confirmation. */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '@ujuzi/api';
import { deleteCodeSnippet, getListCodeSnippetsQueryKey, useCreateCodeSnippet, useListCodeSnippets } from '@ujuzi/api/hooks';
import { zCreateCodeSnippetBody } from '@ujuzi/api/schemas';
import { CODE_LANGUAGES, LANGUAGE_INFO, type CodeLanguage } from '@ujuzi/domain';
import { Badge, Button, ConfirmDialog, ErrorState, SkeletonText, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { ContractForm, FormSelect, FormTextField, FormTextareaField, useContractForm } from '../../infra/kit/forms';
import { writeErrorText } from './curriculum-data';

const LANGUAGE_OPTIONS = CODE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_INFO[value].label }));
const languageLabel = (language: string) => LANGUAGE_INFO[language as CodeLanguage]?.label ?? language;

function SnippetForm({ lesson, onDone }: { lesson: Lesson; onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useCreateCodeSnippet();
  const form = useContractForm({
    schema: zCreateCodeSnippetBody,
    defaultValues: {
      title: '',
      language: lesson.programming_language ?? 'python',
      code: '',
      lesson: lesson.id,
      course: lesson.course,
      is_public: false,
    },
    send: (data) => create.mutateAsync({ data }),
    onSuccess: (saved) => {
      toast.success('Code snippet added', saved.title);
      void queryClient.invalidateQueries({ queryKey: getListCodeSnippetsQueryKey() });
      onDone();
    },
  });
  return (
    <ContractForm form={form} submitLabel="Add snippet" onCancel={onDone} aria-label="New code snippet" guardLeaving={false}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4">
        <FormTextField name="title" label="Snippet title" />
        <FormSelect name="language" label="Language" options={LANGUAGE_OPTIONS} />
      </Stack>
      <FormTextareaField name="code" label="Code" rows={6} />
    </ContractForm>
  );
}

export function LessonSnippets({ lesson }: { lesson: Lesson }) {
  const queryClient = useQueryClient();
  const snippets = useListCodeSnippets({ lesson: lesson.id, page_size: 100, ordering: 'order' });
  const [adding, setAdding] = useState(false);
  const rows = snippets.data?.results ?? [];
  return (
    <Stack as="section" aria-labelledby="lesson-snippets-heading" gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md" id="lesson-snippets-heading">
          Code snippets
        </Heading>
        {!adding ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            Add snippet
          </Button>
        ) : null}
      </HStack>
      {adding ? <SnippetForm lesson={lesson} onDone={() => setAdding(false)} /> : null}
      {snippets.error ? (
        <ErrorState
          size="sm"
          title="Could not load the snippets"
          message={writeErrorText(snippets.error)}
          onRetry={() => void snippets.refetch()}
        />
      ) : snippets.isPending ? (
        <SkeletonText lines={3} />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No code snippets yet: add one learners can read and copy.
        </Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" aria-label="Code snippets">
          {rows.map((snippet) => (
            <Box as="li" key={snippet.id} borderWidth="1px" borderRadius="l2" p="3">
              <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="medium">{snippet.title}</Text>
                  <Badge tone="info">{languageLabel(snippet.language)}</Badge>
                </HStack>
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="ghost" aria-label={`Delete snippet ${snippet.title}`}>
                      Delete
                    </Button>
                  }
                  title={`Delete snippet “${snippet.title}”?`}
                  message="Learners no longer see it in this lesson."
                  confirmLabel="Delete snippet"
                  destructive
                  onConfirm={async () => {
                    try {
                      await deleteCodeSnippet(snippet.id);
                      toast.success('Code snippet deleted', snippet.title);
                    } catch (error) {
                      toast.error('Could not delete the snippet', writeErrorText(error));
                      throw error;
                    } finally {
                      await queryClient.invalidateQueries({ queryKey: getListCodeSnippetsQueryKey() });
                    }
                  }}
                />
              </HStack>
              <chakra.pre
                tabIndex={0}
                aria-label={`${snippet.title}, ${languageLabel(snippet.language)} code`}
                overflowX="auto"
                textStyle="sm"
                fontFamily="mono"
                bg="bg.muted"
                p="2"
                borderRadius="l1"
                m="0"
              >
                <code>{snippet.code}</code>
              </chakra.pre>
            </Box>
          ))}
        </chakra.ul>
      )}
    </Stack>
  );
}
