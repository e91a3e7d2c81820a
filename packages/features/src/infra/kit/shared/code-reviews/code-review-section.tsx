/**
 * Code reviews on a code answer (the contract's code-reviews of an assessment response): the code with
 * line numbers, coloured like a lesson's snippet, then the reviewers' comments in line order, each with
 * the lines it is about. Staff add a comment on a line or a range; staff and the learner resolve a
 * comment and reopen it. Used on the grader's attempt page and on the learner's results.
 */
import { Box, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { AssessmentResponse, CodeReview } from '@ujuzi/api';
import {
  getListCodeReviewsQueryKey,
  useListCodeReviews,
  usePartialUpdateCodeReview,
  useResolveCodeReview,
} from '@ujuzi/api/hooks';
import { displayName, isCodeLanguage, LANGUAGE_INFO } from '@ujuzi/domain';
import { Badge, Button, CodeBlock, ErrorState, RelativeTime, SkeletonText } from '@ujuzi/ui';
import { useState } from 'react';
import { lazyPart } from '../lazy-part';
import { useEntityAction } from '../../details/use-entity-action';
import { rangeLabel, SEVERITY_LABELS, SEVERITY_TONES } from './code-review-labels';

const CodeReviewForm = lazyPart(() => import('./code-review-form').then((m) => m.CodeReviewForm), '22rem');

const Excerpt = chakra('pre', {
  base: {
    m: '0',
    p: '2',
    fontFamily: 'mono',
    textStyle: 'xs',
    bg: 'bg.subtle',
    borderRadius: 'l1',
    overflowX: 'auto',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: '3',
  },
});

export interface CodeReviewSectionProps {
  /** A code answer (question_type 'code'). */
  response: AssessmentResponse;
  /** Staff: may add comments. */
  canComment: boolean;
  /** The level of the comments' heading, to fit the page outline. */
  headingLevel?: 'h3' | 'h4';
}

const byLine = (a: CodeReview, b: CodeReview) =>
  (a.line_number ?? 0) - (b.line_number ?? 0) || a.created_at.localeCompare(b.created_at);

function ReviewComment({
  review,
  lines,
  listKey,
}: {
  review: CodeReview;
  lines: readonly string[];
  listKey: readonly unknown[];
}) {
  const resolveCall = useResolveCodeReview();
  const reopenCall = usePartialUpdateCodeReview();
  const label = rangeLabel(review);
  const resolve = useEntityAction<CodeReview>({
    queryKey: listKey,
    call: () => resolveCall.mutateAsync({ id: review.id }),
    success: `Resolved: ${label}`,
    failure: 'Could not resolve the comment',
  });
  const reopen = useEntityAction<CodeReview>({
    queryKey: listKey,
    call: () => reopenCall.mutateAsync({ id: review.id, data: { is_resolved: false } }),
    success: `Reopened: ${label}`,
    failure: 'Could not reopen the comment',
  });
  const first = review.line_number ?? null;
  const last = first === null ? null : Math.max(first, review.end_line_number ?? first);
  const excerpt = first === null || last === null ? [] : lines.slice(first - 1, last);
  return (
    <Stack
      as="li"
      gap="2"
      p="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg={review.is_resolved ? 'bg.subtle' : 'bg.panel'}
      aria-label={`${label}: ${review.comment}`}
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold" textStyle="sm">
          {label}
        </Text>
        <Badge tone={SEVERITY_TONES[review.severity]}>{SEVERITY_LABELS[review.severity]}</Badge>
        {review.is_resolved ? <Badge tone="success">Resolved</Badge> : <Badge tone="info">Open</Badge>}
      </HStack>
      {excerpt.length ? (
        <Excerpt aria-label={`The code of ${label.toLowerCase()}`}>
          {excerpt.map((line, index) => (
            <chakra.span key={index} display="contents">
              <chakra.span color="fg.muted" textAlign="end" aria-hidden="true">
                {(first ?? 1) + index}
              </chakra.span>
              <chakra.span whiteSpace="pre">{line || ' '}</chakra.span>
            </chakra.span>
          ))}
        </Excerpt>
      ) : null}
      <Text whiteSpace="pre-line">{review.comment}</Text>
      {review.suggested_code ? (
        <Box>
          <Text textStyle="xs" color="fg.muted">
            Suggested code
          </Text>
          <Excerpt display="block" whiteSpace="pre-wrap">
            {review.suggested_code}
          </Excerpt>
        </Box>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text textStyle="xs" color="fg.muted">
          {`${displayName(review.reviewer)} · `}
          <RelativeTime value={review.created_at} />
        </Text>
        {review.is_resolved ? (
          <Button size="sm" variant="outline" loading={reopen.pending} onClick={() => void reopen.run()}>
            {`Reopen ${label.toLowerCase()}`}
          </Button>
        ) : (
          <Button size="sm" variant="outline" loading={resolve.pending} onClick={() => void resolve.run()}>
            {`Resolve ${label.toLowerCase()}`}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

export function CodeReviewSection({ response, canComment, headingLevel = 'h3' }: CodeReviewSectionProps) {
  const params = { response: response.id, page_size: 100 };
  const listKey = getListCodeReviewsQueryKey(params);
  const reviews = useListCodeReviews(params);
  const [adding, setAdding] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const code = response.code ?? '';
  const lines = code.replace(/\n$/, '').split('\n');
  const language = response.language ?? '';
  const sorted = [...(reviews.data?.results ?? [])].sort(byLine);
  const open = sorted.filter((review) => !review.is_resolved).length;
  return (
    <Stack gap="3">
      <CodeBlock
        code={code}
        language={isCodeLanguage(language) ? LANGUAGE_INFO[language].label : language || undefined}
        showLineNumbers
        maxHeight="20rem"
        highlightLanguage={isCodeLanguage(language) ? language : undefined}
      />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as={headingLevel} size="sm">
          {reviews.data ? `Review comments (${open} open of ${sorted.length})` : 'Review comments'}
        </Heading>
        {canComment && !adding ? (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            Comment on a line
          </Button>
        ) : null}
      </HStack>
      {reviews.isPending ? (
        <SkeletonText lines={3} label="Loading the review comments…" />
      ) : reviews.isError ? (
        <ErrorState
          headingLevel="h4"
          title="Could not load the review comments"
          message={reviews.error.message}
          onRetry={() => void reviews.refetch()}
        />
      ) : sorted.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {canComment ? 'No comments yet: choose a line to comment on.' : 'No review comments on this code.'}
        </Text>
      ) : (
        <Stack as="ul" listStyle="none" gap="2" aria-label="Review comments">
          {sorted.map((review) => (
            <ReviewComment key={review.id} review={review} lines={lines} listKey={listKey} />
          ))}
        </Stack>
      )}
      {canComment && adding ? (
        <Box borderWidth="1px" borderColor="border" borderRadius="l2" p="3">
          <CodeReviewForm
            key={formKey}
            responseId={response.id}
            lines={lines}
            onSaved={() => {
              setFormKey((key) => key + 1);
              setAdding(false);
              void reviews.refetch();
            }}
            onCancel={() => setAdding(false)}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
