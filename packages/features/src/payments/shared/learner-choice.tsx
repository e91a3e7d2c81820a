/**
 * Who an enrollment is for. A learner enrolls themselves; a parent enrolls one of their linked
 * children (accounts' my-children), chosen here and kept in the URL as `?for=<childId>` so the enroll
 * page, checkout and a reload agree. The first child is chosen until the parent picks another.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { ParentChild } from '@ujuzi/api';
import { useListMyChildren } from '@ujuzi/api/hooks';
import { ButtonLink, Card, EmptyState, ErrorState, LoadingDots, RadioGroup } from '@ujuzi/ui';
import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorText } from '../../infra/kit/shared/api-error';
import { useSession } from '../../infra/session/session-context';
import { useSearchParams } from '../../infra/kit';

export const LEARNER_PARAM = 'for';

export interface LearnerChoice {
  /** True for a parent, who enrolls a child rather than themselves. */
  forChild: boolean;
  /** The chosen child (a parent), or null: the caller themselves. */
  child: ParentChild['student'] | null;
  /** The id the calls carry as `user_id`; null for the caller. */
  learnerId: number | null;
  /** For a parent, what to show instead of the screen while the children load, fail or are none. */
  blocker: ReactNode | null;
  /** The picker for a parent with children; null otherwise. */
  picker: ReactNode | null;
}

/** `href` with the chosen child kept (`?for=<id>`), so the next screen enrolls the same child. */
export const withLearner = (href: string, learnerId: number | null): string =>
  learnerId === null ? href : `${href}${href.includes('?') ? '&' : '?'}${LEARNER_PARAM}=${learnerId}`;

export function useLearnerChoice(): LearnerChoice {
  const { user } = useSession();
  const forChild = user?.user_type === 'parent';
  const [search, setSearch] = useSearchParams();
  const children = useListMyChildren({ query: { enabled: forChild } });
  if (!forChild) return { forChild, child: null, learnerId: null, blocker: null, picker: null };

  const list = children.data ?? [];
  const requested = Number(search.get(LEARNER_PARAM));
  const child = list.find((row) => row.student.id === requested)?.student ?? list[0]?.student ?? null;
  let blocker: ReactNode = null;
  if (children.isPending)
    blocker = (
      <Card>
        <Stack direction="row" gap="3" align="center" role="status">
          <LoadingDots />
          <Text>Loading your children…</Text>
        </Stack>
      </Card>
    );
  else if (children.isError)
    blocker = (
      <ErrorState
        title="We could not load your children"
        message={errorText(children.error)}
        onRetry={() => void children.refetch()}
        headingLevel="h2"
      />
    );
  else if (!child)
    blocker = (
      <EmptyState
        icon={<Users />}
        title="No children linked yet"
        description="A parent enrolls their children. Ask the school to link your account to your child's, then enroll them here."
        action={<ButtonLink href="/contact">Contact the school</ButtonLink>}
        headingLevel="h2"
      />
    );

  const picker =
    child && list.length > 0 ? (
      <Card title="Who is this enrollment for?" headingLevel={2}>
        <RadioGroup
          label="Your child"
          value={String(child.id)}
          onChange={(value) =>
            setSearch(
              (params) => {
                params.set(LEARNER_PARAM, value);
                return params;
              },
              { replace: true },
            )
          }
          options={list.map((row) => ({ value: String(row.student.id), label: row.student.get_full_name }))}
        />
      </Card>
    ) : null;
  return { forChild, child, learnerId: child?.id ?? null, blocker, picker };
}
