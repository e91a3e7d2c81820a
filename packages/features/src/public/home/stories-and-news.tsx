// The home page's closing sections: the latest articles, the newsletter and the app. (Learners' stories
// are not shown: reviews are a signed-in read in the contract, and this page is prerendered for visitors;
// stories written in code would be claims nobody approved.)
import { Box, Grid, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Card, EmptyState, Link, SkeletonText } from '@ujuzi/ui';
import { Smartphone } from 'lucide-react';
import { ArticleCard } from '../shared/article-card';
import { NewsletterFormLink } from '../shared/newsletter-form-link';
import { PageSection } from '../shared/page-layout';
import { QueryView } from '../shared/query-view';
import { useSiteInfo } from '../../infra/shell/site-info';
import { latestArticlesQuery } from './queries';

export function LatestArticles() {
  const articles = useQuery(latestArticlesQuery());
  return (
    <PageSection
      title="Latest articles"
      description="Tutorials, career advice and stories from our community."
      action={
        <Link href="/articles" variant="plain">
          All articles
        </Link>
      }
    >
      <QueryView
        query={articles}
        errorTitle="Articles could not be loaded"
        headingLevel="h3"
        loading={<SkeletonText lines={4} label="Loading articles…" />}
        isEmpty={(page) => page.results.length === 0}
        empty={<EmptyState headingLevel="h3" title="No articles yet" description="Our first articles are being written." />}
      >
        {(page) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="5">
            {page.results.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </PageSection>
  );
}

export function NewsletterAndApp() {
  // The store link the office keeps in Contact management (absent: the card says no more than the footer's).
  const { androidAppHref } = useSiteInfo();
  return (
    <PageSection title="Stay in the loop" description="New courses, intakes, scholarships and events, once a week." tinted>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '1fr 1fr' }} gap="6">
        <Card title="Join the newsletter" headingLevel={3} description="No spam: unsubscribe in one click at any time.">
          <Stack gap="4" align="flex-start">
            <Text color="fg.muted">
              Course news, intakes, bursaries and career tips from Nairobi&apos;s tech scene. Leave your e-mail in the form at the
              bottom of the page.
            </Text>
            <NewsletterFormLink />
          </Stack>
        </Card>
        <Card title="Get the Ujuzi app for Android" headingLevel={3} description="Your courses on your Android phone.">
          <Stack gap="4">
            <HStack gap="3" align="flex-start">
              <Box aria-hidden="true" bg="brand.subtle" color="brand.fg" borderRadius="l2" p="2.5" display="inline-flex">
                <Smartphone size={24} />
              </Box>
              <Text color="fg.muted">
                Sign in with your Ujuzi account to follow your courses, payments and messages from your phone.
              </Text>
            </HStack>
            {androidAppHref ? (
              <Box>
                <Link href={androidAppHref}>Get it on Google Play</Link>
              </Box>
            ) : null}
          </Stack>
        </Card>
      </Grid>
    </PageSection>
  );
}
