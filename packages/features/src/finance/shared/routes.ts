/** Where the finance screens live, and the screens they lead to. */
import { href } from '@ujuzi/domain';

export const INVOICES_HREF = '/dashboard/finance/invoices';
export const FEE_COLLECTION_HREF = '/dashboard/finance/fee-collection';
export const EXPENSES_HREF = '/dashboard/finance/expenses';

export const invoiceHref = (id: number): string => href('/dashboard/finance/invoices/:slug', { slug: id });
export const studentHref = (id: number): string => href('/dashboard/students/:id', { id });
export const courseHref = (slug: string): string => href('/dashboard/courses/:slug', { slug });
