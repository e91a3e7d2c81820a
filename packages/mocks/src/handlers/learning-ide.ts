/** The in-browser code editor: configuration, languages, sessions and their (rate-limited) code runs. */
import type {
  CodeLanguage,
  IdeConfig,
  IdeExecuteCodeRequest,
  IdeExecution,
  IdeExecutionResult,
  IdeLanguage,
  IdeSession,
  IdeSessionCreateRequest,
} from '@ujuzi/api';
import { CODE_LANGUAGES, LANGUAGE_INFO } from '@ujuzi/domain';
import type { HttpHandler } from 'msw';
import { DEFAULT_TIMEOUT_MS, MAX_OUTPUT, runCode } from '../sandbox/run-code';
import { type AuthedContext, route } from '../kit/route';
import { json, fieldErrors, detail, created, notFound, noContent } from '../kit/respond';
import { listPage, paginate, applyOrdering } from '../kit/list';
import { isoDateTime, nowIso } from '../db/time';
import type { IdeSessionRow } from '../db/learning';
import { isManagement } from '../db/enrollments';
import type { MockDatabase } from '../db/database';
import { userSummaryById } from '../db/accounts';

export const MAX_CODE_LENGTH = 65536;
export const RUNS_PER_MINUTE = 30;

// ---------------------------------------------------------------------------------------------
// The code editor.
const VERSIONS: Record<CodeLanguage, string> = {
  python: '3.12',
  javascript: 'Node.js 22',
  java: '21',
  cpp: 'C++20 (GCC 13)',
  c: 'C17 (GCC 13)',
  csharp: '.NET 8',
  php: '8.3',
  ruby: '3.3',
  go: '1.22',
  rust: '1.79',
  swift: '5.10',
  typescript: '5.5',
  kotlin: '2.0',
  scala: '3.4',
  r: '4.4',
  matlab: 'R2024a (Octave 9)',
  perl: '5.38',
  dart: '3.4',
};

export const IDE_CONFIG: IdeConfig = {
  default_language: 'python',
  supported_languages: [...CODE_LANGUAGES],
  execution_timeout_seconds: DEFAULT_TIMEOUT_MS / 1000,
  memory_limit_kb: 131072,
  max_code_length: MAX_CODE_LENGTH,
  max_output_length: MAX_OUTPUT,
  themes: ['vs-light', 'vs-dark', 'high-contrast'],
  default_theme: 'vs-dark',
  font_size: 14,
  tab_size: 4,
  auto_save_interval_seconds: 30,
  stdin_enabled: true,
};

function presentSession(db: MockDatabase, row: IdeSessionRow): IdeSession {
  const { user, ...rest } = row;
  return {
    ...rest,
    user: userSummaryById(db, user),
    executions_count: db.learning.ideExecutions.count((execution) => execution.session === row.id),
  };
}

/** Runs in the last minute by a user, for the throttle. */
const recentRuns = new Map<number, number[]>();

export function ideHandlers(): HttpHandler[] {
  const find = (context: AuthedContext): IdeSessionRow | undefined => {
    const row = context.db.learning.ideSessions.get(context.id());
    if (!row || (row.user !== context.user.id && !isManagement(context.user))) return undefined;
    // Sessions idle for more than two hours expire.
    if (row.status === 'active' && (row.last_activity_at ?? row.started_at) < isoDateTime(new Date(Date.now() - 2 * 3600000))) {
      return (
        context.db.learning.ideSessions.update(row.id, { status: 'expired', ended_at: row.last_activity_at ?? row.started_at }) ??
        row
      );
    }
    return row;
  };
  return [
    route('getIdeConfig', () => json<IdeConfig>(IDE_CONFIG)),
    route('listIdeLanguages', () =>
      json<IdeLanguage[]>(
        CODE_LANGUAGES.map((id) => ({
          id,
          name: LANGUAGE_INFO[id].label,
          version: VERSIONS[id],
          file_extension: LANGUAGE_INFO[id].extension || 'txt',
          default_code: LANGUAGE_INFO[id].sample,
          is_executable: true,
        })),
      ),
    ),
    route('executeIdeCode', async (context) => {
      const input = await context.body<IdeExecuteCodeRequest>();
      if (input instanceof Response) return input;
      if (!CODE_LANGUAGES.includes(input.language))
        return fieldErrors({ language: `"${String(input.language)}" is not a supported language.` });
      if (input.code.length > MAX_CODE_LENGTH)
        return fieldErrors({ code: `Ensure this field has no more than ${MAX_CODE_LENGTH} characters.` });
      const now = Date.now();
      const runs = (recentRuns.get(context.user.id) ?? []).filter((at) => now - at < 60000);
      if (runs.length >= RUNS_PER_MINUTE) return detail(429, 'Request was throttled. Expected available in 60 seconds.');
      recentRuns.set(context.user.id, [...runs, now]);
      let session: IdeSessionRow | undefined;
      if (input.session_id !== undefined && input.session_id !== null) {
        session = context.db.learning.ideSessions.get(input.session_id);
        if (!session || session.user !== context.user.id)
          return fieldErrors({ session_id: `Invalid pk "${input.session_id}" - object does not exist.` });
        if (session.status !== 'active') return fieldErrors({ session_id: 'This session has ended.' });
      }
      const result = await runCode(input.language, input.code, input.stdin ?? '');
      let executionId: number | null = null;
      if (session) {
        const stamp = nowIso();
        executionId = context.db.learning.ideExecutions.insert({
          session: session.id,
          language: input.language,
          code: input.code,
          stdin: input.stdin ?? '',
          stdout: result.stdout,
          stderr: result.stderr,
          exit_code: result.exitCode,
          status: result.status,
          execution_time_ms: result.timeMs,
          memory_kb: result.memoryKb,
          created_at: stamp,
        }).id;
        context.db.learning.ideSessions.update(session.id, {
          code: input.code,
          language: input.language,
          last_activity_at: stamp,
        });
      }
      return json<IdeExecutionResult>({
        status: result.status,
        stdout: result.stdout,
        stderr: result.stderr,
        exit_code: result.exitCode,
        execution_time_ms: result.timeMs,
        memory_kb: result.memoryKb,
        execution_id: executionId,
      });
    }),
    route('createIdeSession', async (context) => {
      const input = await context.body<IdeSessionCreateRequest>();
      if (input instanceof Response) return input;
      if (input.course !== undefined && input.course !== null && !context.db.courses.courses.get(input.course))
        return fieldErrors({ course: `Invalid pk "${input.course}" - object does not exist.` });
      if (input.lesson !== undefined && input.lesson !== null && !context.db.courses.lessons.get(input.lesson))
        return fieldErrors({ lesson: `Invalid pk "${input.lesson}" - object does not exist.` });
      const stamp = nowIso();
      const row = context.db.learning.ideSessions.insert({
        session_key: crypto.randomUUID(),
        user: context.user.id,
        title: input.title || `${LANGUAGE_INFO[input.language].label} playground`,
        language: input.language,
        code: input.code ?? LANGUAGE_INFO[input.language].sample,
        status: 'active',
        course: input.course ?? null,
        lesson: input.lesson ?? null,
        started_at: stamp,
        last_activity_at: stamp,
        ended_at: null,
        duration_seconds: 0,
      });
      return created<IdeSession>(presentSession(context.db, row));
    }),
    route('listIdeSessions', (context) => {
      const rows = context.db.learning.ideSessions
        .filter((row) => row.user === context.user.id || isManagement(context.user))
        .map((row) => presentSession(context.db, row));
      return json(listPage(context, rows, { search: ['title', 'code'], ordering: '-started_at' }));
    }),
    route('getIdeSession', (context) => {
      const row = find(context);
      return row ? json<IdeSession>(presentSession(context.db, row)) : notFound();
    }),
    route('deleteIdeSession', (context) => {
      const row = find(context);
      if (!row) return notFound();
      context.db.learning.ideExecutions.removeWhere((execution) => execution.session === row.id);
      context.db.learning.ideSessions.remove(row.id);
      return noContent();
    }),
    route('listIdeSessionExecutions', (context) => {
      const row = find(context);
      if (!row) return notFound();
      return json(
        paginate(
          context.url,
          applyOrdering(
            context.db.learning.ideExecutions.filter((execution) => execution.session === row.id),
            '-created_at,-id',
          ) as IdeExecution[],
        ),
      );
    }),
    route('endIdeSession', (context) => {
      const row = find(context);
      if (!row) return notFound();
      if (row.user !== context.user.id && !isManagement(context.user)) return context.deny();
      if (row.status !== 'active') return detail(400, 'Only active sessions can be ended.');
      const ended = new Date();
      const updated =
        context.db.learning.ideSessions.update(row.id, {
          status: 'ended',
          ended_at: isoDateTime(ended),
          duration_seconds: Math.max(0, Math.round((ended.getTime() - new Date(row.started_at).getTime()) / 1000)),
        }) ?? row;
      return json<IdeSession>(presentSession(context.db, updated));
    }),
  ];
}
