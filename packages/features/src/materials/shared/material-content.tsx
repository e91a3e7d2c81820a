/**
 * A material as a reader meets it: the file played (video, audio) or offered to open and download, the
 * link to follow, its description and the facts about it (size, pages, length, study time, format).
 * Shared by the material's page and the course viewer.
 */
import { chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { StudyResource } from '@ujuzi/api';
import { MATERIAL_TYPE_LABELS, languageLabel } from '@ujuzi/domain';
import { Badge, Card, Link, useAssetUrl } from '@ujuzi/ui';
import { materialFacts } from './labels';

export function MaterialBody({ material }: { material: StudyResource }) {
  const fileUrl = useAssetUrl(material.file);
  const facts = materialFacts(material);
  const language = languageLabel(material.programming_language);
  return (
    <Stack gap="5">
      <Card title="Content" headingLevel={2}>
        <Stack gap="4">
          {fileUrl && material.resource_type === 'video' ? (
            <chakra.video controls preload="none" width="full" maxH="28rem" borderRadius="l2" bg="bg.muted" src={fileUrl}>
              <track kind="captions" />
            </chakra.video>
          ) : null}
          {fileUrl && material.resource_type === 'audio' ? (
            <chakra.audio controls preload="none" width="full" src={fileUrl} aria-label={material.title} />
          ) : null}
          {material.description ? <Text whiteSpace="pre-line">{material.description}</Text> : null}
          <HStack gap="4" wrap="wrap">
            {material.url ? (
              <Link href={material.url} external>
                {material.resource_type === 'video' ? 'Watch the video' : 'Open the link'}
              </Link>
            ) : null}
            {fileUrl ? (
              <Link href={fileUrl} external download={fileName(material.file)}>
                {`Download ${fileName(material.file)}`}
              </Link>
            ) : null}
          </HStack>
        </Stack>
      </Card>
      <Card title="About this material" headingLevel={2}>
        <Stack gap="4">
          <HStack gap="2" wrap="wrap">
            <Badge tone="brand">{MATERIAL_TYPE_LABELS[material.resource_type]}</Badge>
            {language ? <Badge tone="info">{language}</Badge> : null}
            {material.tags?.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </HStack>
          {facts.length > 0 ? (
            <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="3">
              {facts.map((fact) => (
                <Stack key={fact.label} gap="0">
                  <Text as="dt" textStyle="xs" color="fg.muted">
                    {fact.label}
                  </Text>
                  <Text as="dd" wordBreak="break-word">
                    {fact.value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          ) : null}
        </Stack>
      </Card>
    </Stack>
  );
}

/** The last part of a file's path ('django-orm-intro.mp4'). */
export function fileName(path: string | null | undefined): string {
  if (!path) return 'file';
  return decodeURIComponent(path.split('?')[0]?.split('/').pop() ?? 'file') || 'file';
}
