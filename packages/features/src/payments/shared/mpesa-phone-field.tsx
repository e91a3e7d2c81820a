/**
 * The M-Pesa phone number of a payment, as checkout and paying an installment ask for it: one field
 * with one help text, and the number's state (the signed-in user's own number at first) checked by the
 * domain's `normaliseMpesaPhone` before the push is sent.
 */
import { normaliseMpesaPhone } from '@ujuzi/domain';
import { TextField } from '@ujuzi/ui';
import { forwardRef, useState } from 'react';
import { useSession } from '../../infra/session/session-context';

export const MPESA_PHONE_HELP = 'For example 0712 345 678 or +254 712 345 678.';

export interface MpesaPhone {
  phone: string;
  setPhone: (phone: string) => void;
  /** Why the number cannot be used (the domain's check or the server's answer), or null. */
  error: string | null;
  setError: (error: string | null) => void;
  /** The number as the push sends it (254…), or null after showing why it cannot be used. */
  check: () => string | null;
}

export function useMpesaPhone(): MpesaPhone {
  const { user } = useSession();
  const [phone, setPhone] = useState(() => user?.phone_number ?? '');
  const [error, setError] = useState<string | null>(null);
  const check = () => {
    const checked = normaliseMpesaPhone(phone);
    setError(checked.ok ? null : checked.message);
    return checked.ok ? checked.phone : null;
  };
  return { phone, setPhone, error, setError, check };
}

export const MpesaPhoneField = forwardRef<HTMLInputElement, { state: MpesaPhone }>(function MpesaPhoneField({ state }, ref) {
  return (
    <TextField
      ref={ref}
      label="M-Pesa phone number"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={state.phone}
      onChange={(event) => state.setPhone(event.target.value)}
      error={state.error ?? undefined}
      helpText={MPESA_PHONE_HELP}
      required
    />
  );
});
