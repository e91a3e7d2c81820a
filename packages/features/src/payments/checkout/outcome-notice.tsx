import { HStack, Stack, Text } from '@chakra-ui/react';
import { Button } from '@ujuzi/ui';
import { type MpesaOutcome } from '../shared';

interface OutcomeNoticeProps {
  outcome: MpesaOutcome;
  onRetry: () => void;
  onAnotherNumber: () => void;
  onAnotherMethod: () => void;
}

/** How an M-Pesa payment ended, in plain words, with its next steps; the form below keeps what was typed. */
export function OutcomeNotice({ outcome, onRetry, onAnotherNumber, onAnotherMethod }: OutcomeNoticeProps) {
  return (
    <Stack role="alert" gap="3" borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="l2" p="4">
      <Stack gap="1">
        <Text fontWeight="semibold">{outcome.title}</Text>
        <Text>{outcome.text}</Text>
      </Stack>
      <HStack gap="2" wrap="wrap">
        {outcome.next.includes('retry') ? <Button onClick={onRetry}>Try again</Button> : null}
        {outcome.next.includes('another_number') ? (
          <Button variant="outline" onClick={onAnotherNumber}>
            Use another number
          </Button>
        ) : null}
        {outcome.next.includes('another_method') ? (
          <Button variant="ghost" onClick={onAnotherMethod}>
            Pay another way
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
