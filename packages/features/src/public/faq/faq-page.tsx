/** The FAQ page: questions by category, a search over them, and "Was this helpful?" votes (contact FAQ vote). */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Faq, FaqVoteType, PaginatedFaqList } from '@ujuzi/api';
import { useVoteFaq } from '@ujuzi/api/hooks';
import { Button, EmptyState, HydrationSlice, Link, SearchInput, SkeletonText } from '@ujuzi/ui';
import { ChevronDown, SearchX, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { errorText } from '../../infra/kit/shared/api-error';
import { PageContainer, PageHeader } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';
import { QueryView } from '../shared/query-view';
import { groupFaqs, searchFaqs } from './faq-groups';
import { faqsQuery } from './queries';
import { useSearchParams } from '../../infra/kit';

const VOTES_KEY = 'ujuzi-faq-votes';

/** The visitor's votes, remembered on this device so the page shows what they chose. */
function storedVotes(): Record<string, FaqVoteType> {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(VOTES_KEY) ?? '{}') as Record<string, FaqVoteType>;
  } catch {
    return {};
  }
}

function rememberVote(id: number, vote: FaqVoteType) {
  try {
    globalThis.localStorage?.setItem(VOTES_KEY, JSON.stringify({ ...storedVotes(), [id]: vote }));
  } catch {
    // Private mode: the vote still counts on the server.
  }
}

const noSubscription = () => () => undefined;

function FaqVote({ faq }: { faq: Faq }) {
  const client = useQueryClient();
  // Read after hydration (the prerendered page knows no votes), then kept by this component.
  const stored = useSyncExternalStore(
    noSubscription,
    () => storedVotes()[faq.id],
    () => undefined,
  );
  const [chosen, setChoice] = useState<FaqVoteType | undefined>();
  const choice = chosen ?? stored;
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const vote = useVoteFaq();
  const send = (voteType: FaqVoteType) => {
    setMessage(null);
    vote.mutate(
      { id: faq.id, data: { vote_type: voteType } },
      {
        onSuccess: (result) => {
          setChoice(voteType);
          rememberVote(faq.id, voteType);
          setMessage({ tone: 'success', text: result.message || 'Thank you for your feedback!' });
          client.setQueryData<PaginatedFaqList>(faqsQuery().queryKey, (page) =>
            page
              ? {
                  ...page,
                  results: page.results.map((item) =>
                    item.id === faq.id
                      ? { ...item, helpful_count: result.helpful_count, not_helpful_count: result.not_helpful_count }
                      : item,
                  ),
                }
              : page,
          );
        },
        onError: (error) => setMessage({ tone: 'error', text: errorText(error) }),
      },
    );
  };
  return (
    <Stack gap="2" pt="3" borderTopWidth="1px" borderColor="border.muted" mt="3">
      <HStack gap="3" wrap="wrap" role="group" aria-label={`Was this helpful? ${faq.question}`}>
        <Text textStyle="sm" fontWeight="medium">
          Was this helpful?
        </Text>
        <Button
          size="sm"
          variant={choice === 'helpful' ? 'subtle' : 'outline'}
          startIcon={<ThumbsUp size={14} />}
          aria-pressed={choice === 'helpful'}
          disabled={vote.isPending}
          onClick={() => send('helpful')}
        >
          Yes ({faq.helpful_count})
        </Button>
        <Button
          size="sm"
          variant={choice === 'not_helpful' ? 'subtle' : 'outline'}
          startIcon={<ThumbsDown size={14} />}
          aria-pressed={choice === 'not_helpful'}
          disabled={vote.isPending}
          onClick={() => send('not_helpful')}
        >
          No ({faq.not_helpful_count})
        </Button>
      </HStack>
      <Text aria-live="polite" textStyle="sm" color={message?.tone === 'error' ? 'fg.error' : 'fg.success'} minH="5">
        {message?.text ?? ''}
      </Text>
    </Stack>
  );
}

function FaqItem({ faq, open }: { faq: Faq; open: boolean }) {
  return (
    <Box as="li" borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg.panel">
      <chakra.details open={open || undefined} css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
        <chakra.summary
          display="flex"
          justifyContent="space-between"
          alignItems="center"
          gap="3"
          p="4"
          cursor="pointer"
          fontWeight="semibold"
          listStyle="none"
          borderRadius="l2"
          css={{ '&::-webkit-details-marker': { display: 'none' } }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <span>{faq.question}</span>
          <ChevronDown size={18} aria-hidden="true" style={{ flexShrink: 0, transition: 'transform 0.2s' }} />
        </chakra.summary>
        <Box px="4" pb="4">
          <Text color="fg.muted" whiteSpace="pre-line">
            {faq.answer}
          </Text>
          <FaqVote faq={faq} />
        </Box>
      </chakra.details>
    </Box>
  );
}

export function FaqPage() {
  const faqs = useQuery(faqsQuery());
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  return (
    <>
      <PageMeta
        title="Frequently asked questions"
        description="Answers about Ujuzi intakes, entry requirements, fees and M-Pesa instalments, certificates, online learning and your account."
        path="/faq"
      />
      <PageHeader
        narrow
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Answers about admissions, fees and M-Pesa payments, learning online and certificates."
      >
        <Box pt="2" maxW="xl">
          <SearchInput
            label="Search the FAQ"
            placeholder="Search questions, e.g. instalments"
            value={search}
            onSearch={(q) => setSearchParams(q.trim() ? { q: q.trim() } : {}, { replace: true, preventScrollReset: true })}
          />
        </Box>
      </PageHeader>
      <PageContainer narrow>
        <Box py={{ base: '8', md: '10' }}>
          <QueryView
            query={faqs}
            loading={<SkeletonText lines={8} label="Loading questions…" />}
            errorTitle="Questions could not be loaded"
            isEmpty={(page) => page.results.length === 0}
            empty={
              <EmptyState
                headingLevel="h2"
                title="No questions yet"
                description="Contact us and we will answer you directly."
                action={<Link href="/contact">Contact us</Link>}
              />
            }
          >
            {(page) => {
              const found = searchFaqs(page.results, search);
              if (found.length === 0)
                return (
                  <EmptyState
                    icon={<SearchX />}
                    headingLevel="h2"
                    title={`No questions match “${search}”`}
                    description="Try other words, or ask us directly."
                    action={<Link href="/contact">Ask us a question</Link>}
                  />
                );
              return (
                <Stack gap="10">
                  <Text role="status" srOnly={!search || undefined} color="fg.muted">
                    {search ? `${found.length} ${found.length === 1 ? 'question matches' : 'questions match'} “${search}”` : ''}
                  </Text>
                  {groupFaqs(found).map((group) => (
                    // Each group becomes interactive in its own task (a prerendered page hydrates slice by slice).
                    <HydrationSlice key={group.title}>
                      <chakra.section aria-label={group.title}>
                        <Heading as="h2" textStyle="xl" mb="4">
                          {group.title}
                        </Heading>
                        <Stack as="ul" listStyleType="none" gap="3">
                          {group.faqs.map((faq) => (
                            <FaqItem key={faq.id} faq={faq} open={Boolean(search)} />
                          ))}
                        </Stack>
                      </chakra.section>
                    </HydrationSlice>
                  ))}
                  <Text color="fg.muted">
                    Still need help? <Link href="/contact">Send us a message</Link>.
                  </Text>
                </Stack>
              );
            }}
          </QueryView>
        </Box>
      </PageContainer>
    </>
  );
}
