/** After a leave changes: its lists and page, the approvals queue, the report, attendance and the counts of leave. */
import type { QueryClient } from '@tanstack/react-query';

const SHOWING_LEAVE = ['/accounts/leaves/', '/accounts/reports/leaves/', '/accounts/attendance/', '/accounts/dashboard/'];

export const refreshLeave = (client: QueryClient): Promise<void> =>
  client.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && SHOWING_LEAVE.some((path) => key.startsWith(path));
    },
  });
