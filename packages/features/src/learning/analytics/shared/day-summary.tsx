/**
 * One day's learning (getLearningAnalyticsDailySummary), the day chosen among the last two weeks: the
 * learner's own time, lessons and streak, or for staff the totals over the students they see.
 */
import { Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useGetLearningAnalyticsDailySummary } from '@ujuzi/api/hooks';
import { formatDate, formatPercentage, nairobiDay } from '@ujuzi/domain';
import { Card, Select, StatCard } from '@ujuzi/ui';
import { useState } from 'react';
import { QueryState, countOf } from '../../../infra/kit';
import { formatMinutes } from './format';

/**
 * Today and the 13 days before it, today first ('Today', 'Yesterday', then the date). Days are the
 * school's (Nairobi), as the server records learning days: from 21:00 UTC it is already tomorrow.
 */
export function recentDays(now = new Date()): { value: string; label: string }[] {
  const today = Date.parse(`${nairobiDay(now)}T00:00:00Z`);
  return Array.from({ length: 14 }, (_, index) => {
    const value = new Date(today - index * 86_400_000).toISOString().slice(0, 10);
    return { value, label: index === 0 ? 'Today' : index === 1 ? 'Yesterday' : formatDate(`${value}T12:00:00`) };
  });
}

export interface DaySummaryProps {
  /** Staff see the students' totals and how many were active; a learner their streak. */
  staff?: boolean;
  course?: number;
}

export function DaySummary({ staff = false, course }: DaySummaryProps) {
  const days = recentDays();
  const [date, setDate] = useState(days[0]?.value ?? '');
  const query = useGetLearningAnalyticsDailySummary({ date, course });
  const dayLabel = days.find((day) => day.value === date)?.label ?? date;
  return (
    <Card>
      <Stack gap="4">
        <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
          <Heading as="h2" size="md" id="day-summary">
            {staff ? 'Your students’ day' : 'Your day'}
          </Heading>
          <Select label="Day" size="sm" options={days} value={date} onChange={setDate} />
        </HStack>
        <QueryState query={query} noun={`the summary of ${dayLabel}`} size="sm" headingLevel="h3" loadingLines={3}>
          {(summary) => (
            <SimpleGrid
              as="ul"
              listStyleType="none"
              p="0"
              columns={{ base: 2, md: 3, xl: 6 }}
              gap="3"
              aria-label={staff ? 'Your students’ day' : 'Your day'}
            >
              {staff ? (
                <li>
                  <StatCard label="Active students" value={String(summary.active_students ?? 0)} />
                </li>
              ) : (
                <li>
                  <StatCard
                    label="Streak"
                    value={countOf(summary.streak_days ?? 0, 'day', 'days')}
                    help="Days in a row with learning"
                  />
                </li>
              )}
              <li>
                <StatCard label="Time learning" value={formatMinutes(summary.time_spent_minutes)} />
              </li>
              <li>
                <StatCard label="Lessons completed" value={String(summary.lessons_completed)} />
              </li>
              <li>
                <StatCard label="Assessments taken" value={String(summary.assessments_taken)} />
              </li>
              <li>
                <StatCard label="Average score" value={formatPercentage(summary.average_score)} />
              </li>
              <li>
                <StatCard label="Code runs" value={String(summary.code_executions)} />
              </li>
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
