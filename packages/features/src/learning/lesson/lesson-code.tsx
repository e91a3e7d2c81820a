import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { CodeLanguage, Lesson } from '@ujuzi/api';
import { useListCodeSnippets, useListLessonAttachments } from '@ujuzi/api/hooks';
import { isCodeLanguage, LANGUAGE_INFO } from '@ujuzi/domain';
import { ButtonLink, CodeBlock, FileSize, Link } from '@ujuzi/ui';
import { links } from '../../infra/kit';

const languageLabel = (language: string) => (isCodeLanguage(language) ? LANGUAGE_INFO[language].label : language);

function Snippet({ title, language, code }: { title: string; language: CodeLanguage | string; code: string }) {
  return (
    <Stack gap="2">
      <CodeBlock
        code={code}
        language={languageLabel(language)}
        title={title}
        maxHeight="24rem"
        highlightLanguage={isCodeLanguage(language) ? language : undefined}
      />
      <Box>
        <ButtonLink
          href={links.playground(language)}
          state={{ code }}
          variant="outline"
          size="sm"
          aria-label={`Try it: ${title} in the playground`}
        >
          Try it
        </ButtonLink>
      </Box>
    </Stack>
  );
}

/** The lesson's starter code, its code snippets (each with Try it) and its attachments. */
export function CodeAndFiles({ lesson }: { lesson: Lesson }) {
  const snippets = useListCodeSnippets({ lesson: lesson.id, ordering: 'order', page_size: 50 });
  const attachments = useListLessonAttachments({ lesson: lesson.id, page_size: 50 });
  const snippetRows = snippets.data?.results ?? [];
  const files = attachments.data?.results ?? [];
  return (
    <>
      {lesson.starter_code && lesson.programming_language ? (
        <Stack as="section" aria-labelledby="starter-code" gap="2">
          <Heading as="h2" id="starter-code" size="md">
            Starter code
          </Heading>
          <Snippet title="Starter code" language={lesson.programming_language} code={lesson.starter_code} />
        </Stack>
      ) : null}
      {snippetRows.length ? (
        <Stack as="section" aria-labelledby="code-snippets" gap="4">
          <Heading as="h2" id="code-snippets" size="md">
            Code snippets
          </Heading>
          {snippetRows.map((snippet) => (
            <Stack key={snippet.id} gap="1">
              {snippet.description ? <Text textStyle="sm">{snippet.description}</Text> : null}
              <Snippet title={snippet.title} language={snippet.language} code={snippet.code} />
            </Stack>
          ))}
        </Stack>
      ) : null}
      {files.length ? (
        <Stack as="section" aria-labelledby="attachments" gap="2">
          <Heading as="h2" id="attachments" size="md">
            Attachments
          </Heading>
          <Stack as="ul" listStyleType="none" p="0" gap="2">
            {files.map((file) => (
              <HStack as="li" key={file.id} justify="space-between" gap="3" wrap="wrap">
                {file.is_downloadable ? (
                  <Link href={file.file} external>
                    {file.title}
                  </Link>
                ) : (
                  <Text>{file.title}</Text>
                )}
                <Text textStyle="sm" color="fg.muted">
                  {file.file_type.toUpperCase()} · <FileSize bytes={file.file_size} />
                </Text>
              </HStack>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </>
  );
}
