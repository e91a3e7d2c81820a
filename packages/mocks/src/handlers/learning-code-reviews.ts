/** Code reviews: CRUD and resolving. */
import type { CodeReview } from '@ujuzi/api';
import type { HttpHandler } from 'msw';
import { withRow } from '../kit/row-lookup';
import { type AuthedContext, route } from '../kit/route';
import { fieldErrors, json, created, notFound, noContent, detail } from '../kit/respond';
import { listPage } from '../kit/list';
import { STAFF } from '../kit/crud';
import { nowIso } from '../db/time';
import type { CodeReviewRow } from '../db/learning';
import { isStaff, isManagement } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { userSummaryById } from '../db/accounts';

function presentReview(db: MockDatabase, row: CodeReviewRow): CodeReview {
  return { ...row, reviewer: userSummaryById(db, row.reviewer) };
}

export function codeReviewHandlers(): HttpHandler[] {
  const studentOf = (db: MockDatabase, row: CodeReviewRow): number | undefined => {
    const response = db.learning.responses.get(row.response);
    return response ? db.learning.attempts.get(response.attempt)?.student : undefined;
  };
  const sees = (context: AuthedContext, row: CodeReviewRow): boolean =>
    row.reviewer === context.user.id || isStaff(context.user) || studentOf(context.db, row) === context.user.id;
  const find = (context: AuthedContext): CodeReviewRow | undefined => {
    const row = context.db.learning.codeReviews.get(context.id());
    return row && sees(context, row) ? row : undefined;
  };
  const write = async (context: AuthedContext, existing?: CodeReviewRow): Promise<Response> => {
    const input = await context.body<Partial<CodeReviewRow>>();
    if (input instanceof Response) return input;
    // The learner whose answer was reviewed may only reopen it (PATCH is_resolved false); staff write.
    const onlyReopens = existing !== undefined && Object.keys(input).every((key) => key === 'is_resolved');
    if (!onlyReopens && existing && existing.reviewer !== context.user.id && !isManagement(context.user)) return context.deny();
    const response = context.db.learning.responses.get(input.response ?? existing?.response ?? 0);
    if (!response) return fieldErrors({ response: `Invalid pk "${String(input.response)}" - object does not exist.` });
    if (response.question_type !== 'code') return fieldErrors({ response: 'Code reviews are for answers to code questions.' });
    const line = input.line_number !== undefined ? input.line_number : (existing?.line_number ?? null);
    const endLine = input.end_line_number !== undefined ? input.end_line_number : (existing?.end_line_number ?? null);
    const lineCount = (response.code ?? '').replace(/\n$/, '').split('\n').length;
    if (line !== null && (line < 1 || line > lineCount))
      return fieldErrors({ line_number: `The code has ${lineCount} lines; choose one of them.` });
    if (endLine !== null && (line === null || endLine < line || endLine > lineCount))
      return fieldErrors({ end_line_number: 'The range must end on a line after its first, within the code.' });
    if (!(input.comment ?? existing?.comment ?? '').trim()) return fieldErrors({ comment: 'This field may not be blank.' });
    const stamp = nowIso();
    const reopened =
      existing?.is_resolved && input.is_resolved === false ? { is_resolved: false, resolved_by: null, resolved_at: null } : {};
    const fields = {
      ...reopened,
      response: response.id,
      line_number: line,
      end_line_number: endLine === line ? null : endLine,
      comment: input.comment ?? existing?.comment ?? '',
      severity: input.severity ?? existing?.severity ?? ('suggestion' as const),
      suggested_code: input.suggested_code !== undefined ? input.suggested_code : (existing?.suggested_code ?? null),
      updated_at: stamp,
    };
    const stored = existing
      ? (context.db.learning.codeReviews.update(existing.id, fields) ?? existing)
      : context.db.learning.codeReviews.insert({
          ...fields,
          reviewer: context.user.id,
          is_resolved: false,
          resolved_by: null,
          resolved_at: null,
          created_at: stamp,
        });
    return existing
      ? json<CodeReview>(presentReview(context.db, stored))
      : created<CodeReview>(presentReview(context.db, stored));
  };
  return [
    route('listCodeReviews', (context) => {
      const rows = context.db.learning.codeReviews
        .filter((row) => sees(context, row))
        .map((row) => presentReview(context.db, row));
      return json(
        listPage(context, rows, {
          search: ['comment', 'suggested_code'],
          ordering: '-created_at',
          filters: { attempt: (row, value) => String(context.db.learning.responses.get(row.response)?.attempt) === value },
        }),
      );
    }),
    route('createCodeReview', (context) => write(context), { roles: STAFF }),
    route('getCodeReview', (context) => {
      const row = find(context);
      return row ? json<CodeReview>(presentReview(context.db, row)) : notFound();
    }),
    ...(['updateCodeReview', 'partialUpdateCodeReview'] as const).map((operationId) => route(operationId, withRow(find, write))),
    route('deleteCodeReview', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.reviewer !== context.user.id && !isManagement(context.user)) return context.deny();
      context.db.learning.codeReviews.remove(row.id);
      return noContent();
    }),
    route('resolveCodeReview', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.is_resolved) return detail(400, 'This code review is already resolved.');
      const stamp = nowIso();
      return json<CodeReview>(
        presentReview(
          context.db,
          context.db.learning.codeReviews.update(row.id, {
            is_resolved: true,
            resolved_by: context.user.id,
            resolved_at: stamp,
            updated_at: stamp,
          }) ?? row,
        ),
      );
    }),
  ];
}
