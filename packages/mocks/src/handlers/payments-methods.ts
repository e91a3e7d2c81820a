/** Saved payment methods (also under the earlier-style paths) and payment notifications. */
import type { PaymentNotification, SavedPaymentMethod, SavedPaymentMethodRequest } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, noContent, detail } from '../kit/respond';
import { listPage, applyOrdering } from '../kit/list';
import { nowIso } from '../db/time';
import { normalisePhone } from '../db/payment-flow';
import { isFinance } from '../db/enrollments';
import type { MockDatabase } from '../db/database';

// ---------------------------------------------------------------------------------------------
// Saved payment methods and notifications.
export function methodHandlers(operations: {
  list: string;
  create: string;
  get: string;
  update: string;
  partial: string;
  delete: string;
  setDefault?: string;
}): HttpHandler[] {
  const find = (context: AuthedContext): SavedPaymentMethod | undefined => {
    const row = context.db.payments.methods.get(context.id());
    return row && row.user === context.user.id ? row : undefined;
  };
  const makeDefault = (db: MockDatabase, row: SavedPaymentMethod): void => {
    for (const other of db.payments.methods.filter(
      (candidate) => candidate.user === row.user && candidate.id !== row.id && candidate.is_default,
    ))
      db.payments.methods.update(other.id, { is_default: false });
    db.payments.methods.update(row.id, { is_default: true });
  };
  const write = async (context: AuthedContext, existing?: SavedPaymentMethod): Promise<Response> => {
    const input = await context.body<
      Partial<SavedPaymentMethodRequest> & { gateway_token?: string | null; account_number?: string | null }
    >();
    if (input instanceof Response) return input;
    const gateway = input.gateway ?? existing?.gateway ?? 'mpesa';
    const phone = input.phone_number !== undefined ? input.phone_number : existing?.phone_number;
    if (gateway === 'mpesa' && !phone) return fieldErrors({ phone_number: 'A phone number is required for M-Pesa.' });
    if (gateway === 'paypal' && !(input.paypal_email ?? existing?.paypal_email))
      return fieldErrors({ paypal_email: 'A PayPal e-mail is required.' });
    const stamp = nowIso();
    const card = ['stripe', 'flutterwave', 'paystack'].includes(gateway) && input.gateway_token;
    const token = input.gateway_token ?? '';
    const mine = context.db.payments.methods.filter((row) => row.user === context.user.id);
    const fields: Omit<SavedPaymentMethod, 'id' | 'created_at'> = {
      user: context.user.id,
      gateway,
      label:
        input.label ??
        existing?.label ??
        (gateway === 'mpesa'
          ? 'M-Pesa'
          : gateway === 'paypal'
            ? 'PayPal'
            : gateway === 'bank_transfer'
              ? 'Bank account'
              : 'Card'),
      phone_number: gateway === 'mpesa' && phone ? normalisePhone(phone) : null,
      card_brand: card ? (token.includes('master') ? 'mastercard' : 'visa') : (existing?.card_brand ?? null),
      card_last4: card ? token.replace(/\D/g, '').slice(-4).padStart(4, '4') || '4242' : (existing?.card_last4 ?? null),
      card_exp_month: card ? 12 : (existing?.card_exp_month ?? null),
      card_exp_year: card ? new Date().getUTCFullYear() + 3 : (existing?.card_exp_year ?? null),
      paypal_email: input.paypal_email !== undefined ? input.paypal_email : (existing?.paypal_email ?? null),
      bank_name: input.bank_name !== undefined ? input.bank_name : (existing?.bank_name ?? null),
      account_number_last4: input.account_number ? input.account_number.slice(-4) : (existing?.account_number_last4 ?? null),
      is_default: input.is_default ?? existing?.is_default ?? mine.length === 0,
      is_verified: gateway !== 'bank_transfer',
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.payments.methods.update(existing.id, fields) ?? existing)
      : context.db.payments.methods.insert({ ...fields, created_at: stamp });
    if (stored.is_default) makeDefault(context.db, stored);
    const answer = context.db.payments.methods.get(stored.id) ?? stored;
    return existing ? json<SavedPaymentMethod>(answer) : created<SavedPaymentMethod>(answer);
  };
  const handlers: HttpHandler[] = [
    route(operations.list, (context) =>
      json(
        listPage(
          context,
          applyOrdering(
            context.db.payments.methods.filter((row) => row.user === context.user.id),
            '-is_default,-created_at',
          ),
          { search: ['label', 'phone_number', 'card_last4'] },
        ),
      ),
    ),
    route(operations.create, (context) => write(context)),
    route(
      operations.get,
      withRow(find, (_context, row) => json<SavedPaymentMethod>(row)),
    ),
    ...[operations.update, operations.partial].map((operationId) => route(operationId, withRow(find, write))),
    route(
      operations.delete,
      withRow(find, (context, row) => {
        context.db.payments.methods.remove(row.id);
        if (row.is_default) {
          const next = applyOrdering(
            context.db.payments.methods.filter((candidate) => candidate.user === row.user),
            '-created_at',
          )[0];
          if (next) makeDefault(context.db, next);
        }
        return noContent();
      }),
    ),
  ];
  if (operations.setDefault) {
    handlers.push(
      route(
        operations.setDefault,
        withRow(find, (context, row) => {
          makeDefault(context.db, row);
          return json<SavedPaymentMethod>(context.db.payments.methods.get(row.id) ?? row);
        }),
      ),
    );
  }
  return handlers;
}

export function notificationHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): PaymentNotification | undefined => {
    const row = context.db.payments.notifications.get(context.id());
    return row && (row.user === context.user.id || isFinance(context.user)) ? row : undefined;
  };
  const mark = (operationId: string, field: 'opened' | 'clicked') =>
    route(
      operationId,
      withRow(find, (context, row) => {
        if (row.user !== context.user.id) return detail(400, 'Only the recipient can mark a notification.');
        const stamp = nowIso();
        const patch: Partial<PaymentNotification> = { is_opened: true, opened_at: row.opened_at ?? stamp };
        if (field === 'clicked') Object.assign(patch, { is_clicked: true, clicked_at: row.clicked_at ?? stamp });
        return json<PaymentNotification>(context.db.payments.notifications.update(row.id, patch) ?? row);
      }),
    );
  return [
    route('listPaymentNotifications', (context) =>
      json(
        listPage(
          context,
          context.db.payments.notifications.filter((row) => row.user === context.user.id || isFinance(context.user)),
          { search: ['title', 'message'], ordering: '-created_at' },
        ),
      ),
    ),
    route(
      'getPaymentNotification',
      withRow(find, (_context, row) => json<PaymentNotification>(row)),
    ),
    mark('markPaymentNotificationOpened', 'opened'),
    mark('markPaymentNotificationClicked', 'clicked'),
  ];
}
