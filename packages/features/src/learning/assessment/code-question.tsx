/**
 * A code question: the editor with the starter code, the visible test cases, and "Run the tests",
 * which runs the code against each visible case through `ide/execute-code` and shows pass or fail
 * with expected and actual output. Hidden cases are only counted; they run when the attempt is submitted.
 */
import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AssessmentQuestion, CodeLanguage, QuestionTestCase } from '@ujuzi/api';
import { useExecuteIdeCode } from '@ujuzi/api/hooks';
import { LANGUAGE_INFO } from '@ujuzi/domain';
import { Badge, Button, CodeEditor } from '@ujuzi/ui';
import { useState } from 'react';
import { errorMessage } from '../../infra/kit';

interface CaseResult {
  passed: boolean;
  actual: string;
  error?: string;
}

const Pre = chakra('pre', {
  base: {
    fontFamily: 'mono',
    textStyle: 'sm',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    bg: 'bg.subtle',
    p: '2',
    borderRadius: 'l1',
  },
});

/** Output compared as graders do: trailing whitespace of each line and the end ignored. */
export const sameOutput = (actual: string, expected: string): boolean =>
  actual
    .replace(/\s+$/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n') ===
  expected
    .replace(/\s+$/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');

export interface CodeQuestionProps {
  question: AssessmentQuestion;
  number: number;
  code: string;
  onChange: (code: string) => void;
}

export function CodeQuestion({ question, number, code, onChange }: CodeQuestionProps) {
  const language: CodeLanguage = question.language ?? 'javascript';
  const visible: QuestionTestCase[] = (question.test_cases ?? []).filter((test) => !test.is_hidden);
  const hidden = Math.max(0, (question.test_cases_count ?? visible.length) - visible.length);
  const execute = useExecuteIdeCode();
  const [results, setResults] = useState<Readonly<Record<number, CaseResult>>>({});
  const [running, setRunning] = useState(false);

  const runTests = async () => {
    setRunning(true);
    const next: Record<number, CaseResult> = {};
    for (const test of visible) {
      try {
        const result = await execute.mutateAsync({ data: { language, code, stdin: test.input ?? '' } });
        const actual = result.status === 'success' ? result.stdout : `${result.stdout}${result.stderr}`;
        next[test.id] = {
          passed: result.status === 'success' && sameOutput(result.stdout, test.expected_output ?? ''),
          actual,
        };
      } catch (error) {
        next[test.id] = { passed: false, actual: '', error: errorMessage(error) };
      }
    }
    setResults(next);
    setRunning(false);
  };

  const ran = Object.keys(results).length > 0;
  const passed = visible.filter((test) => results[test.id]?.passed).length;

  return (
    <Stack gap="3">
      <CodeEditor
        value={code}
        onChange={onChange}
        language={language}
        label={`Your code for question ${number} (${LANGUAGE_INFO[language].label})`}
        onRun={() => void runTests()}
        height="min(45vh, 20rem)"
      />
      <Box as="section" aria-label={`Test cases of question ${number}`}>
        <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
          <Heading as="h3" size="sm">
            {`Test cases (${visible.length} visible${hidden ? `, ${hidden} hidden` : ''})`}
          </Heading>
          <Button size="sm" variant="outline" onClick={() => void runTests()} loading={running} loadingText="Running the tests…">
            Run the tests
          </Button>
        </HStack>
        <Box aria-live="polite">
          {ran ? <Text fontWeight="semibold" mb="2">{`${passed} of ${visible.length} visible tests passed`}</Text> : null}
        </Box>
        <Stack as="ol" listStyleType="none" gap="2">
          {visible.map((test, index) => {
            const result = results[test.id];
            return (
              <Stack as="li" key={test.id} gap="1" borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
                <HStack gap="2" wrap="wrap">
                  <Text
                    fontWeight="semibold"
                    textStyle="sm"
                  >{`Test ${index + 1}${test.description ? `: ${test.description}` : ''}`}</Text>
                  {result ? (
                    <Badge tone={result.passed ? 'success' : 'danger'}>{result.passed ? 'Passed' : 'Failed'}</Badge>
                  ) : null}
                </HStack>
                <Text textStyle="xs" color="fg.muted">
                  Input
                </Text>
                <Pre>{test.input || '(none)'}</Pre>
                <Text textStyle="xs" color="fg.muted">
                  Expected output
                </Text>
                <Pre>{test.expected_output ?? ''}</Pre>
                {result ? (
                  <>
                    <Text textStyle="xs" color="fg.muted">
                      Your output
                    </Text>
                    <Pre>{result.error ?? (result.actual || '(nothing printed)')}</Pre>
                  </>
                ) : null}
              </Stack>
            );
          })}
        </Stack>
        {hidden ? (
          <Text textStyle="sm" color="fg.muted" mt="2">
            {`${hidden} hidden ${hidden === 1 ? 'test runs' : 'tests run'} when you submit; you will see how many passed.`}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}
