/**
 * A moderator's decision on a pending topic or article (approveCommunityTopic, rejectCommunityTopic,
 * approveCommunityArticle, rejectCommunityArticle): Approve after a confirmation naming the item and
 * saying what happens to it, or Reject with the reason the author is told (client spec §6).
 */
import { HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { CommunityContentType } from '@ujuzi/api';
import {
  useApproveCommunityArticle,
  useApproveCommunityTopic,
  useRejectCommunityArticle,
  useRejectCommunityTopic,
} from '@ujuzi/api/hooks';
import { toast } from '@ujuzi/ui';
import { ActionButton, ReasonConfirmDialog, errorMessage } from '../../infra/kit';
import { refreshCommunityQueries } from './refresh';

export const REJECT_REASON_REQUIRED = 'Please say why, so the author can fix it.';

export interface ModerationButtonsProps {
  contentType: CommunityContentType;
  contentId: number;
  title: string;
  /** After a decision (the queue and the lists are refreshed already). */
  onDone?: () => void;
}

export function ModerationButtons({ contentType, contentId, title, onDone }: ModerationButtonsProps) {
  const queryClient = useQueryClient();
  const approveTopic = useApproveCommunityTopic();
  const rejectTopic = useRejectCommunityTopic();
  const approveArticle = useApproveCommunityArticle();
  const rejectArticle = useRejectCommunityArticle();
  const pending = [approveTopic, rejectTopic, approveArticle, rejectArticle].some((mutation) => mutation.isPending);
  const noun = contentType === 'topic' ? 'topic' : 'article';

  const decide = async (action: 'approve' | 'reject', why?: string): Promise<boolean> => {
    try {
      const id = contentId;
      const data = why ? { reason: why } : {};
      if (contentType === 'topic')
        await (action === 'approve' ? approveTopic.mutateAsync({ id }) : rejectTopic.mutateAsync({ id, data }));
      else await (action === 'approve' ? approveArticle.mutateAsync({ id }) : rejectArticle.mutateAsync({ id, data }));
      toast.success(
        action === 'approve' ? `${title} approved` : `${title} rejected`,
        action === 'approve'
          ? contentType === 'topic'
            ? 'Everyone can now read and reply to it.'
            : 'It is now published on the site.'
          : 'The author sees your reason.',
      );
      await refreshCommunityQueries(queryClient);
      onDone?.();
      return true;
    } catch (failure) {
      toast.error(`Could not ${action} the ${noun}`, errorMessage(failure));
      return false;
    }
  };

  return (
    <HStack gap="2" wrap="wrap">
      <ActionButton
        label="Approve"
        variant="solid"
        pending={pending}
        confirm={{
          title: `Approve ${title}?`,
          message: contentType === 'topic' ? 'Everyone can then read and reply to it.' : 'It is then published on the site.',
        }}
        onRun={() => decide('approve')}
      />
      <ReasonConfirmDialog
        label="Reject"
        title={`Reject ${title}?`}
        message={`The ${noun} stays hidden from others; its author is told why and can edit it.`}
        reason={{ required: REJECT_REASON_REQUIRED, maxLength: 1000, helpText: 'Shown to the author.' }}
        onConfirm={(why) => decide('reject', why)}
      />
    </HStack>
  );
}
