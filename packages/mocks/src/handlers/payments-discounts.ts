/** Discount codes: CRUD for management and the public validation. */
import type { DiscountCode, DiscountCodeRequest, DiscountValidationRequest, DiscountValidationResult } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { type AuthedContext, publicRoute } from '../kit/route';
import { fieldErrors, json, created, noContent } from '../kit/respond';
import { MANAGEMENT, tableRoutes } from '../kit/crud';
import { nowIso } from '../db/time';
import { type DiscountRow, amount, money } from '../db/payments';
import { evaluateDiscount } from '../db/enrolling';
import type { MockDatabase } from '../db/database';
import { courseSummaryById, isPublished } from '../db/courses';
import { userSummaryById } from '../db/accounts';

// ---------------------------------------------------------------------------------------------
// Discount codes.
function presentDiscount(db: MockDatabase, row: DiscountRow): DiscountCode {
  return {
    ...row,
    applicable_courses: row.applicable_courses.map((id) => courseSummaryById(db, id)),
    created_by: row.created_by === null ? null : userSummaryById(db, row.created_by),
  };
}

async function writeDiscount(context: AuthedContext, existing?: DiscountRow): Promise<Response> {
  const input = await context.body<Partial<DiscountCodeRequest>>();
  if (input instanceof Response) return input;
  const code = (input.code ?? existing?.code ?? '').trim().toUpperCase();
  const errors: Record<string, string> = {};
  if (!code) errors.code = 'This field may not be blank.';
  if (context.db.payments.discounts.some((row) => row.code === code && row.id !== existing?.id))
    errors.code = 'discount code with this code already exists.';
  const type = input.discount_type ?? existing?.discount_type ?? 'percentage';
  const value = input.value !== undefined ? amount(input.value) : amount(existing?.value);
  if (type === 'percentage' && (value <= 0 || value > 100)) errors.value = 'A percentage must be between 0 and 100.';
  if (type === 'fixed' && value <= 0) errors.value = 'Ensure this value is greater than 0.';
  for (const id of input.applicable_course_ids ?? [])
    if (!context.db.courses.courses.get(id)) errors.applicable_course_ids = `Invalid pk "${id}" - object does not exist.`;
  for (const id of input.applicable_payment_plan_ids ?? [])
    if (!context.db.payments.plans.get(id)) errors.applicable_payment_plan_ids = `Invalid pk "${id}" - object does not exist.`;
  const from = input.valid_from !== undefined ? input.valid_from : (existing?.valid_from ?? null);
  const until = input.valid_until !== undefined ? input.valid_until : (existing?.valid_until ?? null);
  if (from && until && until < from) errors.valid_until = 'End date must be after start date.';
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const stamp = nowIso();
  const fields: Omit<DiscountRow, 'id' | 'created_at' | 'used_count' | 'created_by'> = {
    code,
    description: input.description ?? existing?.description ?? '',
    discount_type: type,
    value: money(value),
    currency: input.currency ?? existing?.currency ?? 'KES',
    max_discount_amount:
      input.max_discount_amount !== undefined ? input.max_discount_amount : (existing?.max_discount_amount ?? null),
    minimum_amount: input.minimum_amount !== undefined ? input.minimum_amount : (existing?.minimum_amount ?? null),
    valid_from: from,
    valid_until: until,
    max_uses: input.max_uses !== undefined ? input.max_uses : (existing?.max_uses ?? null),
    max_uses_per_user: input.max_uses_per_user ?? existing?.max_uses_per_user ?? 1,
    applicable_courses: input.applicable_course_ids ?? existing?.applicable_courses ?? [],
    applicable_payment_plans: input.applicable_payment_plan_ids ?? existing?.applicable_payment_plans ?? [],
    is_active: input.is_active ?? existing?.is_active ?? true,
    updated_at: stamp,
  };
  const stored = existing
    ? (context.db.payments.discounts.update(existing.id, fields) ?? existing)
    : context.db.payments.discounts.insert({ ...fields, used_count: 0, created_by: context.user.id, created_at: stamp });
  return existing
    ? json<DiscountCode>(presentDiscount(context.db, stored))
    : created<DiscountCode>(presentDiscount(context.db, stored));
}

export function discountHandlers(): HttpHandler[] {
  return [
    ...tableRoutes<DiscountRow, AuthedContext, DiscountCode>({
      table: (db) => db.payments.discounts,
      operations: {
        list: 'listDiscountCodes',
        create: 'createDiscountCode',
        get: 'getDiscountCode',
        update: 'updateDiscountCode',
        partialUpdate: 'partialUpdateDiscountCode',
        delete: 'deleteDiscountCode',
      },
      readRoles: MANAGEMENT,
      writeRoles: MANAGEMENT,
      present: (row, context) => presentDiscount(context.db, row),
      listPresented: {
        search: ['code', 'description'],
        ordering: '-created_at',
        filters: {
          course_id: (row, value) => (row.applicable_courses ?? []).some((course) => String(course.id) === value),
        },
      },
      write: writeDiscount,
      // A code already used stays for the records: deleting it only deactivates it.
      beforeDelete: (row, context) => {
        if (!(row.used_count > 0 || context.db.payments.enrollments.some((enrollment) => enrollment.discount_code === row.code)))
          return undefined;
        context.db.payments.discounts.update(row.id, { is_active: false, updated_at: nowIso() });
        return noContent();
      },
    }),
    publicRoute('validateDiscountCode', async (context) => {
      const input = await context.body<DiscountValidationRequest>();
      if (input instanceof Response) return input;
      const course = context.db.courses.courses.get(input.course_id);
      if (!course || !isPublished(course))
        return fieldErrors({ course_id: `Invalid pk "${input.course_id}" - object does not exist.` });
      const plan = input.payment_plan_id ? context.db.payments.plans.get(input.payment_plan_id) : undefined;
      if (input.payment_plan_id && !plan)
        return fieldErrors({ payment_plan_id: `Invalid pk "${input.payment_plan_id}" - object does not exist.` });
      const outcome = evaluateDiscount(context.db, input.code, course, plan, context.user?.id);
      const answer: DiscountValidationResult = outcome.valid
        ? {
            valid: true,
            code: outcome.code,
            discount_type: outcome.row?.discount_type ?? null,
            original_amount: money(outcome.original ?? 0),
            discount_amount: money(outcome.discount ?? 0),
            final_amount: money((outcome.original ?? 0) - (outcome.discount ?? 0)),
            currency: 'KES',
            message: outcome.message,
          }
        : {
            valid: false,
            code: outcome.code,
            discount_type: null,
            original_amount: null,
            discount_amount: null,
            final_amount: null,
            currency: 'KES',
            message: outcome.message,
          };
      return json<DiscountValidationResult>(answer);
    }),
  ];
}
