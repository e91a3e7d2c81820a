/**
 * /dashboard/communications/send: an admin sends one notification to an audience (roles, a class, a
 * course, or their parents), seeing how many people it reaches before confirming; above it, the school's
 * communication figures. The form's code arrives when the page shows it (lazyPart).
 */
import { Stack } from '@chakra-ui/react';
import { Card } from '@ujuzi/ui';
import { lazyPart } from '../../infra/kit';
import { CommunicationsHeader } from '../shared';
import { BroadcastFigures } from './broadcast-figures';

const BroadcastForm = lazyPart(() => import('./broadcast-form').then((module) => module.BroadcastForm), '36rem');

export function BroadcastPage() {
  return (
    <Stack gap="6">
      <CommunicationsHeader
        title="Send a notification"
        description="One notification to many people at once: it shows in their notifications and the header bell."
      />
      <BroadcastFigures />
      <Card>
        <BroadcastForm />
      </Card>
    </Stack>
  );
}
