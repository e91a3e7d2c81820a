/**
 * /dashboard/courses/ide-playground: write code in any of the 18 languages and run it through
 * `ide/execute-code`. The language comes from `?language=` (a lesson's "Try it" link also passes a
 * snippet as router state `{ code }`); each language's draft stays in the browser across reloads.
 * Runs are recorded in a code-editor session, started at the first run and ended by the learner.
 * On a phone the language picker and Run stay pinned above the editor, where the on-screen keyboard
 * never covers them, and the output comes below the editor.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { IdeExecutionResult } from '@ujuzi/api';
import { getListIdeSessionExecutionsQueryKey, useCreateIdeSession, useEndIdeSession, useExecuteIdeCode } from '@ujuzi/api/hooks';
import { CODE_LANGUAGES, fileExtension, isCodeLanguage, LANGUAGE_INFO, sampleCode, type CodeLanguage } from '@ujuzi/domain';
import { Button, CodeEditor, ConfirmDialog, ErrorState, Select, TextareaField, toast } from '@ujuzi/ui';
import { Download, Play, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, useSearchParams } from '../../infra/kit';
import { COURSES_CRUMB, LearningHeader } from '../shared/learning-header';
import { RunOutput } from './run-output';
import { SessionPanel } from './session-panel';
import { FONT_SIZES, loadDraft, loadFontSize, saveDraft, saveFontSize } from './playground-storage';

export const DEFAULT_LANGUAGE: CodeLanguage = 'python';
const SESSION_KEY = 'ujuzi-playground-session';

export const languageLabel = (language: string): string => (isCodeLanguage(language) ? LANGUAGE_INFO[language].label : language);

/** The file the Download button saves: main.<extension>, txt for an unknown language. */
export const downloadName = (language: string): string => `main.${fileExtension(language)}`;

/** The snippet a lesson's "Try it" link passes as router state `{ code }`. */
function snippetOf(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'code' in state && typeof state.code === 'string') return state.code;
  return undefined;
}

function storedSessionId(): number | null {
  try {
    const value = Number(sessionStorage.getItem(SESSION_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function storeSessionId(id: number | null): void {
  try {
    if (id === null) sessionStorage.removeItem(SESSION_KEY);
    else sessionStorage.setItem(SESSION_KEY, String(id));
  } catch {
    // Without storage the session simply lasts as long as the page.
  }
}

function download(code: string, language: string): void {
  const url = URL.createObjectURL(new Blob([code], { type: 'text/plain;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = downloadName(language);
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

interface Draft {
  language: string;
  code: string;
}

export function PlaygroundPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const language = params.get('language') || DEFAULT_LANGUAGE;
  const runnable = isCodeLanguage(language);
  const sample = sampleCode(language);
  const navigate = useNavigate();
  const snippet = snippetOf(location.state);
  const [draft, setDraft] = useState<Draft>(() => ({
    language,
    code: snippet ?? loadDraft(language) ?? sample,
  }));
  // A snippet handed over (a lesson's Try it, a kept session's Open) becomes the draft and leaves the
  // history entry: a reload then keeps what the learner typed since, not the snippet again.
  useEffect(() => {
    if (snippet === undefined) return;
    saveDraft(language, snippet, sample);
    void navigate({ search: location.search }, { replace: true, state: null });
  }, [snippet, language, sample, navigate, location.search]);
  // Another language picked (or the URL changed): its own draft, or its sample.
  if (draft.language !== language) setDraft({ language, code: loadDraft(language) ?? sample });
  const code = draft.language === language ? draft.code : (loadDraft(language) ?? sample);

  const [fontSize, setFontSize] = useState(loadFontSize);
  const [stdin, setStdin] = useState('');
  const [result, setResult] = useState<IdeExecutionResult | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [sessionId, setSessionId] = useState<number | null>(storedSessionId);

  const queryClient = useQueryClient();
  const execute = useExecuteIdeCode();
  const createSession = useCreateIdeSession();
  const endSession = useEndIdeSession();

  const edit = (next: string) => {
    setDraft({ language, code: next });
    saveDraft(language, next, sample);
  };

  const chooseLanguage = (next: string) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('language', next);
        return updated;
      },
      { replace: true },
    );
    setResult(null);
    setRunError(null);
  };

  const changeSession = (id: number | null) => {
    setSessionId(id);
    storeSessionId(id);
  };

  /** The session runs are recorded in: the current one, or one started now (a run goes ahead without if that fails). */
  const ensureSession = async (current: CodeLanguage): Promise<number | null> => {
    if (sessionId !== null) return sessionId;
    try {
      const session = await createSession.mutateAsync({
        data: { language: current, code, title: `${LANGUAGE_INFO[current].label} playground` },
      });
      changeSession(session.id);
      return session.id;
    } catch {
      return null;
    }
  };

  const run = async () => {
    if (!runnable || execute.isPending) return;
    setRunError(null);
    const session = await ensureSession(language);
    const send = (session_id: number | null) =>
      execute.mutateAsync({ data: { language, code, stdin, ...(session_id !== null ? { session_id } : {}) } });
    try {
      let answer: IdeExecutionResult;
      try {
        answer = await send(session);
      } catch (error) {
        // The session ended elsewhere or expired: run without it and start afresh next time.
        if (session === null || !/session/i.test(errorMessage(error))) throw error;
        changeSession(null);
        answer = await send(null);
      }
      setResult(answer);
      if (session !== null) void queryClient.invalidateQueries({ queryKey: getListIdeSessionExecutionsQueryKey(session) });
    } catch (error) {
      setResult(null);
      setRunError(errorMessage(error));
    }
  };

  const end = async () => {
    if (sessionId === null) return;
    try {
      const ended = await endSession.mutateAsync({ id: sessionId });
      changeSession(null);
      toast.success('Session ended', `${ended.executions_count ?? 0} runs recorded.`);
    } catch (error) {
      toast.error('Could not end the session', errorMessage(error));
    }
  };

  const languageOptions = [
    ...CODE_LANGUAGES.map((id) => ({ value: id, label: LANGUAGE_INFO[id].label })),
    ...(runnable ? [] : [{ value: language, label: `${language} (plain text)` }]),
  ];
  const changed = code !== sample;

  return (
    <Stack gap="5" width="full" maxW="content" mx="auto">
      <LearningHeader
        title="IDE Playground"
        trail={[COURSES_CRUMB]}
        description="Write a program in any of 18 languages, run it and see what it prints."
      />
      <Box
        position="sticky"
        top="16"
        zIndex="docked"
        bg="bg"
        py="2"
        borderBottomWidth="1px"
        borderColor="border.muted"
        data-testid="run-bar"
      >
        <HStack gap="3" align="flex-end">
          <Box flex="1" minW="0" maxW="20rem">
            <Select label="Language" size="sm" value={language} options={languageOptions} onChange={chooseLanguage} />
          </Box>
          <Button
            startIcon={<Play aria-hidden="true" />}
            onClick={() => void run()}
            loading={execute.isPending || createSession.isPending}
            loadingText="Running…"
            disabled={!runnable}
          >
            Run
          </Button>
        </HStack>
      </Box>
      {runnable ? null : (
        <Text color="fg.muted" textStyle="sm">
          “{language}” is not one of the languages the playground runs. You can still write and download it as a .txt file.
        </Text>
      )}
      <CodeEditor
        value={code}
        onChange={edit}
        language={language}
        label={`Code (${languageLabel(language)})`}
        onRun={runnable ? () => void run() : undefined}
        fontSize={fontSize}
        height="min(55vh, 26rem)"
      />
      <HStack gap="3" wrap="wrap" align="flex-end">
        <Box width="8rem">
          <Select
            label="Text size"
            size="sm"
            value={String(fontSize)}
            options={FONT_SIZES.map((size) => ({ value: String(size), label: `${size} px` }))}
            onChange={(value) => {
              setFontSize(Number(value));
              saveFontSize(Number(value));
            }}
          />
        </Box>
        <Button
          variant="outline"
          size="sm"
          startIcon={<RotateCcw aria-hidden="true" />}
          disabled={!changed}
          onClick={() => setConfirmReset(true)}
        >
          Reset to sample
        </Button>
        <Button variant="outline" size="sm" startIcon={<Download aria-hidden="true" />} onClick={() => download(code, language)}>
          {`Download ${downloadName(language)}`}
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title="Replace your code with the sample?"
        message={`Your ${languageLabel(language)} code will be replaced by the sample program. You can still undo it in the editor (Ctrl+Z).`}
        confirmLabel="Replace with sample"
        destructive
        onConfirm={() => edit(sample)}
      />
      <TextareaField
        label="Input (stdin)"
        helpText="What the program reads from standard input, one value per line."
        rows={3}
        value={stdin}
        onChange={(event) => setStdin(event.target.value)}
      />
      <Box aria-live="polite" aria-busy={execute.isPending} borderTopWidth="1px" borderColor="border" pt="4">
        {runError ? (
          <ErrorState title="The code could not be run" message={runError} onRetry={() => void run()} headingLevel="h2" />
        ) : result ? (
          <RunOutput result={result} />
        ) : (
          <Text color="fg.muted">Run the program (or press Ctrl+Enter in the editor) to see its output here.</Text>
        )}
      </Box>
      <SessionPanel sessionId={sessionId} onEnd={() => void end()} ending={endSession.isPending} onLoadCode={edit} />
    </Stack>
  );
}
