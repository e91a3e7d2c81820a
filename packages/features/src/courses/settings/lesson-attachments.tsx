/**
 * A lesson's attachments: listed with their size, uploaded through lesson-attachments as multipart with
 * progress — one file as an attachment of its own, several at once through bulk_upload — and deleted
 * after a confirmation.
 */
import { Box, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  uploadRequest,
  type Lesson,
  type LessonAttachment,
  type LessonAttachmentBulkUploadResult,
  type UploadProgress,
} from '@ujuzi/api';
import { deleteLessonAttachment, getListLessonAttachmentsQueryKey, useListLessonAttachments } from '@ujuzi/api/hooks';
import { Button, ConfirmDialog, ErrorState, FileSize, FileUpload, Link, ProgressBar, SkeletonText, toast } from '@ujuzi/ui';
import { useState } from 'react';
import { writeErrorText } from './curriculum-data';

/** The contract's bulk_upload limit. */
const MAX_FILES = 20;
/** Per file; the mock and the service refuse larger uploads. */
const MAX_SIZE = 50 * 1024 * 1024;

const titleOf = (file: File) => file.name.replace(/\.[^.]+$/, '') || file.name;

export function LessonAttachments({ lesson }: { lesson: Lesson }) {
  const queryClient = useQueryClient();
  const attachments = useListLessonAttachments({ lesson: lesson.id, page_size: 100 });
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListLessonAttachmentsQueryKey() });

  const upload = async () => {
    if (files.length === 0) return;
    setError(null);
    setProgress({ loaded: 0, total: null, fraction: 0 });
    const body = new FormData();
    body.append('lesson', String(lesson.id));
    body.append('is_downloadable', 'true');
    try {
      if (files.length === 1) {
        const [file] = files as [File];
        body.append('title', titleOf(file));
        body.append('file', file);
        await uploadRequest<LessonAttachment>({
          method: 'POST',
          path: '/courses/lesson-attachments/',
          body,
          onProgress: setProgress,
        });
        toast.success('Attachment uploaded', file.name);
      } else {
        for (const file of files) body.append('files', file);
        const result = await uploadRequest<LessonAttachmentBulkUploadResult>({
          method: 'POST',
          path: '/courses/lesson-attachments/bulk_upload/',
          body,
          onProgress: setProgress,
        });
        if (result.failed_count > 0) toast.error('Some files were not uploaded', result.message);
        else toast.success(`${result.uploaded_count} attachments uploaded`);
      }
      setFiles([]);
      setPickerKey((key) => key + 1);
    } catch (failure) {
      setError(writeErrorText(failure, 'file'));
    } finally {
      setProgress(null);
      await refresh();
    }
  };

  const rows = attachments.data?.results ?? [];
  return (
    <Stack as="section" aria-labelledby="lesson-attachments-heading" gap="3">
      <Heading as="h3" size="md" id="lesson-attachments-heading">
        Attachments
      </Heading>
      {attachments.error ? (
        <ErrorState
          size="sm"
          title="Could not load the attachments"
          message={writeErrorText(attachments.error)}
          onRetry={() => void attachments.refetch()}
        />
      ) : attachments.isPending ? (
        <SkeletonText lines={2} />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No attachments yet: upload slides, worksheets or data files for this lesson.
        </Text>
      ) : (
        <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2" aria-label="Attachments">
          {rows.map((attachment) => (
            <HStack
              as="li"
              key={attachment.id}
              justify="space-between"
              wrap="wrap"
              gap="2"
              borderWidth="1px"
              borderRadius="l2"
              p="2"
            >
              <Box minW="0">
                <Link href={attachment.file} external>
                  {attachment.title}
                </Link>
                <Text textStyle="xs" color="fg.muted">
                  {attachment.file_type} · <FileSize bytes={attachment.file_size} />
                </Text>
              </Box>
              <ConfirmDialog
                trigger={
                  <Button size="sm" variant="ghost" aria-label={`Delete attachment ${attachment.title}`}>
                    Delete
                  </Button>
                }
                title={`Delete attachment “${attachment.title}”?`}
                message="Learners can no longer download it."
                confirmLabel="Delete attachment"
                destructive
                onConfirm={async () => {
                  try {
                    await deleteLessonAttachment(attachment.id);
                    toast.success('Attachment deleted', attachment.title);
                  } catch (failure) {
                    toast.error('Could not delete the attachment', writeErrorText(failure));
                    throw failure;
                  } finally {
                    await refresh();
                  }
                }}
              />
            </HStack>
          ))}
        </chakra.ul>
      )}
      <FileUpload
        key={pickerKey}
        label="Upload attachments"
        helpText={`Up to ${MAX_FILES} files at once; several files go up together.`}
        maxFiles={MAX_FILES}
        maxSize={MAX_SIZE}
        onChange={setFiles}
        error={error ?? undefined}
        disabled={progress !== null}
      />
      {progress ? (
        <ProgressBar
          label="Uploading"
          value={progress.fraction === null ? null : Math.round(progress.fraction * 100)}
          showValueText
        />
      ) : null}
      <Box>
        <Button size="sm" onClick={() => void upload()} disabled={files.length === 0} loading={progress !== null}>
          {files.length > 1 ? `Upload ${files.length} files` : 'Upload file'}
        </Button>
      </Box>
    </Stack>
  );
}
