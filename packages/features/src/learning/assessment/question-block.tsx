import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AssessmentQuestion, AssessmentSubmittedAnswer } from '@ujuzi/api';
import { RadioGroup, TextField } from '@ujuzi/ui';
import { CodeQuestion } from './code-question';

/** One question of an attempt, answered by its type: a choice, true or false, a short text or code. */
export function QuestionBlock({
  question,
  number,
  answer,
  onAnswer,
}: {
  question: AssessmentQuestion;
  number: number;
  answer: AssessmentSubmittedAnswer | undefined;
  onAnswer: (answer: AssessmentSubmittedAnswer) => void;
}) {
  const base = { question_id: question.id };
  const label = `Question ${number}`;
  return (
    <Stack as="li" gap="3" borderWidth="1px" borderColor="border" borderRadius="l2" p={{ base: '3', md: '5' }} bg="bg.panel">
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Heading as="h2" size="md" id={`question-${question.id}`}>
          {label}
        </Heading>
        <Text textStyle="sm" color="fg.muted">{`${question.points} ${question.points === 1 ? 'point' : 'points'}`}</Text>
      </HStack>
      <Text whiteSpace="pre-wrap">{question.question_text}</Text>
      {question.question_type === 'multiple_choice' ? (
        <RadioGroup
          label={`Your answer to question ${number}`}
          options={(question.options ?? []).map((option) => ({ value: option.key, label: option.text }))}
          value={answer?.selected_option ?? null}
          onChange={(value) => onAnswer({ ...base, selected_option: value })}
        />
      ) : question.question_type === 'true_false' ? (
        <RadioGroup
          label={`Your answer to question ${number}`}
          orientation="horizontal"
          options={[
            { value: 'true', label: 'True' },
            { value: 'false', label: 'False' },
          ]}
          value={answer?.selected_option ?? null}
          onChange={(value) => onAnswer({ ...base, selected_option: value })}
        />
      ) : question.question_type === 'short_answer' ? (
        <TextField
          label={`Your answer to question ${number}`}
          value={answer?.answer_text ?? ''}
          onChange={(event) => onAnswer({ ...base, answer_text: event.target.value })}
        />
      ) : (
        <CodeQuestion
          question={question}
          number={number}
          code={answer?.code ?? question.starter_code ?? ''}
          onChange={(code) => onAnswer({ ...base, code, language: question.language ?? null })}
        />
      )}
    </Stack>
  );
}
