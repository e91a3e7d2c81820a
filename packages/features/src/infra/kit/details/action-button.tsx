/**
 * A state transition's button: asks first (destructive ones name the item and focus Cancel), then runs
 * the entity action, whose toasts say how it went.
 */
import { Button, ConfirmDialog, type ButtonProps } from '@ujuzi/ui';
import type { ReactNode } from 'react';

export interface ActionButtonProps {
  /** The button's text ('Resolve'). */
  label: string;
  /** The confirmation ('Resolve INQ-2026-00611?'); omit for actions that need none. */
  confirm?: { title: string; message?: ReactNode; confirmLabel?: string };
  /** Red, and the confirmation focuses Cancel. The title must name the item. */
  destructive?: boolean;
  /** Runs the transition (an EntityAction's `run`). */
  onRun: () => Promise<unknown>;
  pending?: boolean;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
}

export function ActionButton({ label, confirm, destructive = false, onRun, pending, variant, disabled }: ActionButtonProps) {
  const button = (
    <Button
      variant={variant ?? (destructive ? 'danger' : 'outline')}
      loading={pending}
      disabled={disabled}
      onClick={confirm ? undefined : () => void onRun()}
    >
      {label}
    </Button>
  );
  if (!confirm) return button;
  return (
    <ConfirmDialog
      trigger={button}
      title={confirm.title}
      message={confirm.message}
      confirmLabel={confirm.confirmLabel ?? label}
      destructive={destructive}
      onConfirm={onRun}
    />
  );
}
