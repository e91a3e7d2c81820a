/**
 * What a run produced: its outcome in words, exit status, time and memory, the program's output and
 * its error output. A compilation error (the program never ran) and a runtime error (it ran and
 * stopped) read differently, and their error text is labelled accordingly.
 */
import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { IdeExecutionResult, IdeExecutionStatus } from '@ujuzi/api';
import { Badge, type BadgeTone } from '@ujuzi/ui';

interface Outcome {
  label: string;
  explanation: string;
  tone: BadgeTone;
  /** The heading of stderr for this outcome. */
  errorHeading: string;
}

export const RUN_OUTCOMES: Readonly<Record<IdeExecutionStatus, Outcome>> = {
  success: {
    label: 'Ran successfully',
    explanation: 'The program ran to the end.',
    tone: 'success',
    errorHeading: 'Error output (stderr)',
  },
  compilation_error: {
    label: 'Compilation error',
    explanation: 'The program did not compile, so it never ran. Fix the line the compiler names and run again.',
    tone: 'warning',
    errorHeading: 'Compiler messages',
  },
  runtime_error: {
    label: 'Runtime error',
    explanation: 'The program started, then stopped with an error while running.',
    tone: 'danger',
    errorHeading: 'Runtime error (stderr)',
  },
  timeout: {
    label: 'Time limit exceeded',
    explanation: 'The program ran too long and was stopped. Look for a loop that never ends.',
    tone: 'danger',
    errorHeading: 'Error output (stderr)',
  },
  memory_limit_exceeded: {
    label: 'Memory limit exceeded',
    explanation: 'The program used more memory than allowed and was stopped.',
    tone: 'danger',
    errorHeading: 'Error output (stderr)',
  },
  error: {
    label: 'Could not run',
    explanation: 'The code runner could not run this program. Try again in a moment.',
    tone: 'danger',
    errorHeading: 'Error output (stderr)',
  },
};

export const formatDuration = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
export const formatMemory = (kb: number): string => (kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.round(kb)} KB`);

const Pre = chakra('pre', {
  base: {
    fontFamily: 'mono',
    textStyle: 'sm',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    p: '3',
    maxH: '20rem',
    overflow: 'auto',
  },
});

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Box>
      <Text as="dt" textStyle="xs" color="fg.muted">
        {term}
      </Text>
      <Text as="dd" fontWeight="medium">
        {value}
      </Text>
    </Box>
  );
}

export interface RunOutputProps {
  result: IdeExecutionResult;
  /** The heading level of "Output" in the page's outline. Defaults to 2. */
  headingLevel?: 'h2' | 'h3';
}

export function RunOutput({ result, headingLevel = 'h2' }: RunOutputProps) {
  const outcome = RUN_OUTCOMES[result.status];
  const stdoutLabel = 'Program output (stdout)';
  return (
    <Stack gap="3" data-testid="run-output" data-status={result.status}>
      <HStack gap="3" wrap="wrap">
        <Heading as={headingLevel} size="md">
          Output
        </Heading>
        <Badge tone={outcome.tone} size="md">
          {outcome.label}
        </Badge>
      </HStack>
      <Text color="fg.muted" textStyle="sm">
        {outcome.explanation}
      </Text>
      <HStack as="dl" gap="6" wrap="wrap">
        <Fact term="Exit status" value={result.exit_code === null ? 'Stopped (no exit code)' : String(result.exit_code)} />
        <Fact term="Time" value={formatDuration(result.execution_time_ms)} />
        <Fact term="Memory" value={formatMemory(result.memory_kb)} />
      </HStack>
      {result.status !== 'compilation_error' || result.stdout ? (
        <Stack gap="1">
          <Text fontWeight="semibold" textStyle="sm">
            {stdoutLabel}
          </Text>
          {result.stdout ? (
            <Pre aria-label={stdoutLabel} tabIndex={0}>
              {result.stdout}
            </Pre>
          ) : (
            <Text color="fg.muted" textStyle="sm">
              The program printed nothing.
            </Text>
          )}
        </Stack>
      ) : null}
      {result.stderr ? (
        <Stack gap="1">
          <Text fontWeight="semibold" textStyle="sm" color={outcome.tone === 'success' ? 'fg' : 'fg.error'}>
            {outcome.errorHeading}
          </Text>
          <Pre aria-label={outcome.errorHeading} tabIndex={0} color="fg">
            {result.stderr}
          </Pre>
        </Stack>
      ) : null}
    </Stack>
  );
}
