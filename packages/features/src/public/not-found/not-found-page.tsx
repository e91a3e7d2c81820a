/** The page for any unknown path (client spec §2), and the body other pages reuse when their item does not exist. */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { ButtonLink, Link } from '@ujuzi/ui';
import { Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageContainer } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';

export interface NotFoundContentProps {
  title?: string;
  description?: ReactNode;
  /** The path shown in the page's metadata (kept out of search results). */
  path: string;
  /** The main way on; defaults to the home page. */
  action?: ReactNode;
}

export function NotFoundContent({
  title = 'Page not found',
  description = 'The page you are looking for does not exist or has moved.',
  path,
  action,
}: NotFoundContentProps) {
  return (
    <PageContainer narrow>
      <PageMeta title={title} description="This page could not be found on Ujuzi." path={path} noindex />
      <Stack align="center" textAlign="center" gap="4" py={{ base: '14', md: '20' }}>
        <Box aria-hidden="true" bg="brand.subtle" color="brand.fg" borderRadius="full" p="4" display="inline-flex">
          <Compass size={32} />
        </Box>
        <Text fontWeight="semibold" color="brand.fg">
          404
        </Text>
        <Heading as="h1" textStyle={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {typeof description === 'string' ? description : description}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center" pt="2">
          {action ?? <ButtonLink href="/">Go to the home page</ButtonLink>}
          <ButtonLink href="/courses" variant="outline">
            Browse courses
          </ButtonLink>
        </HStack>
        <Text textStyle="sm" color="fg.muted" pt="4">
          Need help? <Link href="/contact">Contact us</Link> or read the <Link href="/faq">FAQ</Link>.
        </Text>
      </Stack>
    </PageContainer>
  );
}

export function NotFoundPage() {
  const { pathname } = useLocation();
  return <NotFoundContent path={pathname} />;
}
