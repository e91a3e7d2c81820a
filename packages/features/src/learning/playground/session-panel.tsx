/** The current code-editor session: its runs (newest first), each one's code loadable again, and End session. */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useListIdeSessionExecutions } from '@ujuzi/api/hooks';
import { LANGUAGE_INFO } from '@ujuzi/domain';
import { Badge, Button, ErrorState, RelativeTime, SkeletonText } from '@ujuzi/ui';
import { RUN_OUTCOMES, formatDuration } from './run-output';

export interface SessionPanelProps {
  /** The active session, or null before the first run. */
  sessionId: number | null;
  onEnd: () => void;
  ending: boolean;
  /** Puts a past run's code back into the editor. */
  onLoadCode: (code: string) => void;
}

const HISTORY_SIZE = 10;

export function SessionPanel({ sessionId, onEnd, ending, onLoadCode }: SessionPanelProps) {
  const history = useListIdeSessionExecutions(
    sessionId ?? 0,
    { page_size: HISTORY_SIZE },
    { query: { enabled: sessionId !== null } },
  );
  return (
    <Stack as="section" aria-labelledby="session-heading" gap="3" borderTopWidth="1px" borderColor="border" pt="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="session-heading">
          Runs in this session
        </Heading>
        {sessionId !== null ? (
          <Button variant="outline" size="sm" onClick={onEnd} loading={ending}>
            End session
          </Button>
        ) : null}
      </HStack>
      {sessionId === null ? (
        <Text color="fg.muted" textStyle="sm">
          Your first run starts a session; every run in it is listed here until you end it.
        </Text>
      ) : history.isPending ? (
        <SkeletonText lines={3} label="Loading the session’s runs…" />
      ) : history.isError ? (
        <ErrorState
          title="The session’s runs could not be loaded"
          message={history.error.message}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.results.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No runs yet in this session.
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2">
          {history.data.results.map((execution) => (
            <HStack
              as="li"
              key={execution.id}
              justify="space-between"
              gap="3"
              wrap="wrap"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
              p="3"
            >
              <Box minW="0">
                <HStack gap="2" wrap="wrap">
                  <Badge tone={RUN_OUTCOMES[execution.status].tone}>{RUN_OUTCOMES[execution.status].label}</Badge>
                  <Text textStyle="sm">{LANGUAGE_INFO[execution.language].label}</Text>
                  {execution.execution_time_ms !== undefined ? (
                    <Text textStyle="sm" color="fg.muted">
                      {formatDuration(execution.execution_time_ms)}
                    </Text>
                  ) : null}
                </HStack>
                <Text textStyle="xs" color="fg.muted">
                  <RelativeTime value={execution.created_at} />
                </Text>
              </Box>
              {execution.code ? (
                <Button variant="ghost" size="sm" onClick={() => onLoadCode(execution.code ?? '')}>
                  Load this code
                </Button>
              ) : null}
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
