/** The contact desk's figures (contact-us/stats): how many messages wait, by status, and how fast they are resolved; each opens its list. */
import { SimpleGrid } from '@chakra-ui/react';
import { useGetContactSubmissionStats } from '@ujuzi/api/hooks';
import { StatCard } from '@ujuzi/ui';
import { QueryState, links } from '../../infra/kit';

const count = new Intl.NumberFormat('en-KE');
const hours = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 1 });

export function ContactFigures() {
  const stats = useGetContactSubmissionStats();
  return (
    <QueryState query={stats} noun="contact-us figures" loadingLines={1} size="sm">
      {(figures) => (
        <SimpleGrid as="section" aria-label="Contact-us figures" columns={{ base: 2, md: 3, xl: 6 }} gap="3">
          <StatCard label="New" value={count.format(figures.new)} href={links.contactMessages({ status: 'new' })} />
          <StatCard
            label="In progress"
            value={count.format(figures.in_progress)}
            href={links.contactMessages({ status: 'in_progress' })}
          />
          <StatCard
            label="Resolved"
            value={count.format(figures.resolved)}
            href={links.contactMessages({ status: 'resolved' })}
          />
          <StatCard label="Closed" value={count.format(figures.closed)} href={links.contactMessages({ status: 'closed' })} />
          <StatCard
            label="Unassigned"
            value={count.format(figures.unassigned ?? 0)}
            help={`${count.format(figures.this_month ?? 0)} received this month`}
          />
          <StatCard
            label="Average time to resolve"
            value={
              figures.average_resolution_hours === null || figures.average_resolution_hours === undefined
                ? '—'
                : `${hours.format(figures.average_resolution_hours)} h`
            }
            help={`${count.format(figures.total)} messages in all`}
          />
        </SimpleGrid>
      )}
    </QueryState>
  );
}
