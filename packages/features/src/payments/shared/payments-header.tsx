/**
 * The head of every enrollment and payment screen: breadcrumbs (Dashboard / Payments / … / this page)
 * and the page's <h1>, with an optional sentence and actions beside it.
 */
import { HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@ujuzi/ui';
import type { ReactNode } from 'react';

export interface PaymentsCrumb {
  label: string;
  href: string;
}

export interface PaymentsHeaderProps {
  /** The page's heading (its <h1>) and last breadcrumb. */
  title: string;
  description?: ReactNode;
  /** Pages between the dashboard and this page (Payments by default). */
  trail?: readonly PaymentsCrumb[];
  actions?: ReactNode;
}

export const PAYMENTS_CRUMB: PaymentsCrumb = { label: 'Payments', href: '/dashboard/payments' };
export const COURSES_CRUMB: PaymentsCrumb = { label: 'My courses', href: '/dashboard/courses' };

export function PaymentsHeader({ title, description, trail = [PAYMENTS_CRUMB], actions }: PaymentsHeaderProps) {
  const crumbs = [{ label: 'Dashboard', href: '/dashboard' }, ...trail];
  return (
    <Stack gap="3">
      <chakra.nav aria-label="Breadcrumb">
        <HStack as="ol" listStyleType="none" gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
          {crumbs.map((crumb) => (
            <HStack as="li" key={crumb.href} gap="2">
              <Link href={crumb.href} variant="muted">
                {crumb.label}
              </Link>
              <span aria-hidden="true">/</span>
            </HStack>
          ))}
          <li aria-current="page">
            <Text as="span" color="fg" lineClamp="1" wordBreak="break-word">
              {title}
            </Text>
          </li>
        </HStack>
      </chakra.nav>
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1" minW="0">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {title}
          </Heading>
          {description ? <Text color="fg.muted">{description}</Text> : null}
        </Stack>
        {actions ? (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        ) : null}
      </HStack>
    </Stack>
  );
}
