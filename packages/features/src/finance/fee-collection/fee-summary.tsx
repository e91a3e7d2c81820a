/** A term's fee collection in figures (expected, collected, outstanding, overdue) and by fee structure, as a chart. */
import { Box, Stack } from '@chakra-ui/react';
import { useListStudentFees } from '@ujuzi/api/hooks';
import { formatMoney } from '@ujuzi/domain';
import { BarChart, Card, StatCard } from '@ujuzi/ui';
import { QueryState, useChartLinks } from '../../infra/kit';
import { collectionFigures } from './fee-figures';

export function FeeSummary({
  term,
  hrefWith,
}: {
  term: number | undefined;
  hrefWith: (changes: Record<string, string>) => string;
}) {
  const query = useListStudentFees({ academic_term: term, page_size: 1000 }, { query: { enabled: term !== undefined } });
  const figures = collectionFigures(query.data?.results ?? []);
  const chartLinks = useChartLinks((_, index) => {
    const structure = figures.structures[index];
    return structure ? hrefWith({ fee_structure: String(structure.id) }) : undefined;
  });
  return (
    <QueryState query={query} noun="the fees">
      {() => (
        <Stack gap="5">
          <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', '2xl': 'repeat(4, 1fr)' }} gap="3">
            <StatCard label="Expected" value={formatMoney(figures.expected)} help="Billed, less bursaries" />
            <StatCard label="Collected" value={formatMoney(figures.collected)} help={`${figures.rate}% of expected`} />
            <StatCard label="Outstanding" value={formatMoney(figures.outstanding)} help="Still owed this term" />
            <StatCard
              label="Overdue fees"
              value={String(figures.overdue)}
              help="Past their due date"
              href={hrefWith({ status: 'overdue' })}
            />
          </Box>
          {figures.structures.length > 0 ? (
            <Card title="Collected and outstanding by fee" headingLevel={2}>
              <BarChart
                title="Collected and outstanding by fee"
                showTitle={false}
                stacked
                horizontal
                height={Math.max(180, figures.structures.length * 44)}
                categories={figures.structures.map((row) => row.name)}
                series={[
                  { id: 'collected', label: 'Collected', values: figures.structures.map((row) => row.collected) },
                  { id: 'outstanding', label: 'Outstanding', values: figures.structures.map((row) => row.outstanding) },
                ]}
                formatValue={(value) => formatMoney(value)}
                categoryLabel="Fee"
                {...chartLinks}
              />
            </Card>
          ) : null}
        </Stack>
      )}
    </QueryState>
  );
}
