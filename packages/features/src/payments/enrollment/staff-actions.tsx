/**
 * What an admin may do to any enrollment beyond the learner's own actions (the contract's staff
 * operations): suspend or reactivate it with a reason, transfer it to another course, change its payment
 * plan and resend the confirmation e-mail. A card of buttons under the summary; each dialog's code arrives
 * when first opened (or on hover or focus of its button).
 */
import type { Enrollment } from '@ujuzi/api';
import { can } from '@ujuzi/domain';
import { HStack } from '@chakra-ui/react';
import { Button, Card } from '@ujuzi/ui';
import { useState } from 'react';
import { lazyPart } from '../../infra/kit';
import { useSession } from '../../infra/session/session-context';
import type { StaffActionKind } from './staff-dialogs';

const StaffDialog = lazyPart(() => import('./staff-dialogs').then((module) => module.StaffDialog), '0');

/** The staff actions open on an enrollment in its state (the contract's 400s, avoided up front). */
export function staffActionsFor(enrollment: Pick<Enrollment, 'status' | 'is_free' | 'balance_due'>): StaffActionKind[] {
  const { status } = enrollment;
  const actions: StaffActionKind[] = [];
  if (status === 'suspended') actions.push('reactivate');
  else if (status !== 'cancelled' && status !== 'expired') actions.push('suspend');
  if (status !== 'cancelled') actions.push('transfer');
  if (!enrollment.is_free && Number(enrollment.balance_due) > 0 && status !== 'cancelled') actions.push('plan');
  if (status === 'active' || status === 'trial') actions.push('confirmation');
  return actions;
}

const LABELS: Readonly<Record<StaffActionKind, string>> = {
  suspend: 'Suspend',
  reactivate: 'Reactivate',
  transfer: 'Transfer to another course',
  plan: 'Change payment plan',
  confirmation: 'Resend confirmation',
};

export function StaffActions({ enrollment }: { enrollment: Enrollment }) {
  const { user } = useSession();
  const [open, setOpen] = useState<StaffActionKind | null>(null);
  if (!can(user, 'enrollment.administer')) return null;
  const kinds = staffActionsFor(enrollment);
  if (kinds.length === 0) return null;
  return (
    <Card title="Manage this enrollment" headingLevel={2} description="Each step is recorded in the enrollment’s history.">
      <HStack gap="2" wrap="wrap">
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant={kind === 'suspend' ? 'danger' : 'outline'}
            onClick={() => setOpen(kind)}
            onPointerEnter={StaffDialog.preload}
            onFocus={StaffDialog.preload}
          >
            {LABELS[kind]}
          </Button>
        ))}
      </HStack>
      {open ? <StaffDialog kind={open} enrollment={enrollment} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
}
