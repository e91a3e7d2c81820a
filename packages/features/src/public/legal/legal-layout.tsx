/** The frame of the legal pages: title, last update, a table of contents and the text. */
import { Box, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDate } from '@ujuzi/domain';
import { Link } from '@ujuzi/ui';
import type { ReactNode } from 'react';
import { useSiteInfo } from '../../infra/shell/site-info';
import { PageContainer, PageHeader, Prose } from '../shared/page-layout';
import { PageMeta } from '../shared/page-meta';

/** When the legal texts last changed. */
export const LEGAL_UPDATED = '2026-11-01';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  title: string;
  description: string;
  path: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
}

export function LegalPage({ title, description, path, lead, sections }: LegalPageProps) {
  return (
    <>
      <PageMeta title={title} description={description} path={path} />
      <PageHeader eyebrow="Legal" title={title} lead={lead}>
        <Text textStyle="sm" color="fg.muted">
          Last updated <time dateTime={LEGAL_UPDATED}>{formatDate(LEGAL_UPDATED)}</time>
        </Text>
      </PageHeader>
      <PageContainer>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '16rem minmax(0, 1fr)' }}
          gap={{ base: '6', lg: '12' }}
          py={{ base: '8', md: '12' }}
          alignItems="start"
        >
          <chakra.nav aria-label="On this page" position={{ lg: 'sticky' }} top={{ lg: '20' }}>
            <Text fontWeight="semibold" textStyle="sm" mb="2">
              On this page
            </Text>
            <Stack as="ol" listStyleType="none" gap="1.5" textStyle="sm">
              {sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`} variant="muted">
                    {section.title}
                  </Link>
                </li>
              ))}
            </Stack>
          </chakra.nav>
          <Prose>
            {sections.map((section) => (
              <Box as="section" key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id} style={{ scrollMarginTop: '5rem' }}>
                  {section.title}
                </h2>
                {section.body}
              </Box>
            ))}
            <p>
              Related: <Link href="/terms">Terms of service</Link> · <Link href="/privacy">Privacy policy</Link> ·{' '}
              <Link href="/cookies">Cookie policy</Link>
            </p>
          </Prose>
        </Grid>
      </PageContainer>
    </>
  );
}

/**
 * The school's name and address as the office keeps them (Contact management), for the legal texts;
 * while they load, or if the office has not set them, the reader is sent to the contact page.
 */
export function SchoolNameAndAddress() {
  const site = useSiteInfo();
  if (!site.name && !site.address)
    return (
      <>
        the school whose name and address are on our <Link href="/contact">contact page</Link>
      </>
    );
  return <>{[site.name, site.address].filter(Boolean).join(', ')}</>;
}
