/**
 * A saved payment method's form: the contract's SavedPaymentMethodRequest through the form kit — the
 * gateway (M-Pesa, PayPal or a bank account), a label, the M-Pesa number (any way Kenyans write it,
 * checked and sent as 254…), the PayPal e-mail or the bank and account, and whether it is the default.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { SavedPaymentMethod } from '@ujuzi/api';
import { getListPaymentMethodsQueryKey, useCreatePaymentMethod, useUpdatePaymentMethod } from '@ujuzi/api/hooks';
import { zCreatePaymentMethodBody } from '@ujuzi/api/schemas';
import { GATEWAY_LABELS, normaliseMpesaPhone } from '@ujuzi/domain';
import { toast } from '@ujuzi/ui';
import { z } from 'zod';
import { ContractForm, FormSelect, FormSwitch, FormTextField, useContractForm } from '../../infra/kit/forms';
import type { EntityFormProps } from '../../infra/kit/lists/crud';
import { SAVABLE_GATEWAYS, methodName } from './method-labels';

const GATEWAYS = SAVABLE_GATEWAYS.map((value) => ({ value, label: GATEWAY_LABELS[value] }));
// The number is typed as people write it (0712 345 678) and checked by domain's rule; the account
// number is write-only in the contract, so the generated schema leaves it out.
const zMethodForm = zCreatePaymentMethodBody.extend({ phone_number: z.string().nullish(), account_number: z.string().nullish() });

export function MethodForm({ item, onDone }: EntityFormProps<SavedPaymentMethod>) {
  const queryClient = useQueryClient();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const form = useContractForm({
    schema: zMethodForm,
    rules: (values): Record<string, string> => {
      if (values.gateway !== 'mpesa') return {};
      const phone = normaliseMpesaPhone(values.phone_number ?? '');
      return phone.ok ? {} : { phone_number: phone.message };
    },
    defaultValues: {
      gateway: item?.gateway ?? 'mpesa',
      label: item?.label ?? '',
      phone_number: item?.phone_number ?? '',
      paypal_email: item?.paypal_email ?? null,
      bank_name: item?.bank_name ?? null,
      account_number: null,
      is_default: item?.is_default ?? false,
    },
    send: (data) => {
      const phone = normaliseMpesaPhone(data.phone_number ?? '');
      const body = { ...data, phone_number: data.gateway === 'mpesa' && phone.ok ? phone.phone : null };
      return item ? update.mutateAsync({ id: item.id, data: body }) : create.mutateAsync({ data: body });
    },
    onSuccess: (saved) => {
      toast.success(item ? 'Payment method saved' : 'Payment method added', methodName(saved));
      void queryClient.invalidateQueries({ queryKey: getListPaymentMethodsQueryKey() });
      onDone();
    },
  });
  const gateway = form.form.watch('gateway');
  return (
    <ContractForm form={form} submitLabel={item ? 'Save payment method' : 'Add payment method'} onCancel={onDone}>
      <FormSelect
        name="gateway"
        label="Pay with"
        options={GATEWAYS}
        helpText="Cards are saved when you pay by card at checkout."
      />
      <FormTextField name="label" label="Name it" helpText="Optional, e.g. My Safaricom line." />
      {gateway === 'mpesa' ? (
        <FormTextField
          name="phone_number"
          label="M-Pesa phone number"
          type="tel"
          inputMode="tel"
          helpText="For example 0712 345 678 or +254 712 345 678."
        />
      ) : null}
      {gateway === 'paypal' ? <FormTextField name="paypal_email" label="PayPal e-mail" type="email" /> : null}
      {gateway === 'bank_transfer' ? (
        <>
          <FormTextField name="bank_name" label="Bank" />
          <FormTextField
            name="account_number"
            label="Account number"
            inputMode="numeric"
            helpText="Only its last 4 digits are shown afterwards."
          />
        </>
      ) : null}
      <FormSwitch name="is_default" label="Use it by default" helpText="Checkout offers the default method first." />
    </ContractForm>
  );
}
