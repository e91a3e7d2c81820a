/**
 * A code editor (CodeMirror 6) for the playground and code questions. CodeMirror arrives in a chunk
 * of its own when the first editor renders (with the data saver on, once asked: "Open editor"), behind
 * a skeleton of the editor's size; each language's syntax support follows on demand. It knows nothing of running code: `onRun` is the caller's.
 */
import { Box, Skeleton, VisuallyHidden } from '@chakra-ui/react';
import { Suspense, lazy, useId } from 'react';
import { useColorMode } from '../../color-mode';
import { OnRequest } from '../../data-saver';

const loadView = () => import('./code-editor-view');
const CodeEditorView = /* @__PURE__ */ lazy(() => loadView().then((m) => ({ default: m.CodeEditorView })));

/** Starts downloading the editor early (on hover or focus of what will show one). */
export const preloadCodeEditor = (): void => {
  void loadView();
};

export interface CodeEditorProps {
  /** The code. */
  value: string;
  /** Called with the whole text after each edit. */
  onChange?: (value: string) => void;
  /** One of the code-editor languages ('python', 'javascript', …); others edit as plain text. */
  language: string;
  /** The editor's accessible name, e.g. 'Code (JavaScript)'. */
  label: string;
  /** Ctrl-Enter (Cmd-Enter on macOS) calls it, e.g. to run the code. */
  onRun?: () => void;
  /** Text size in px. Defaults to 14. */
  fontSize?: number;
  /** The editor's height (CSS), also the skeleton's. Defaults to '16rem'. */
  height?: string;
  /** Shows the code without letting it change. */
  readOnly?: boolean;
}

/** How to leave the editor by keyboard (Tab indents inside it), read after its name. */
export const codeEditorKeyboardHint = (canRun: boolean): string =>
  `Tab indents. Press Escape then Tab to leave the editor.${canRun ? ' Ctrl+Enter runs the code.' : ''}`;

/** A lazily loaded code editor with line numbers, bracket matching, undo and light or dark colours following the app. */
export function CodeEditor({
  value,
  onChange,
  language,
  label,
  onRun,
  fontSize = 14,
  height = '16rem',
  readOnly = false,
}: CodeEditorProps) {
  const { colorMode } = useColorMode();
  const hintId = useId();
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="l2" overflow="hidden" data-testid="code-editor">
      <VisuallyHidden id={hintId}>{codeEditorKeyboardHint(onRun !== undefined)}</VisuallyHidden>
      <OnRequest label="Open editor" name={`Open editor: ${label}`} height={height}>
        <Suspense
          fallback={
            <Box role="status" height={height}>
              <VisuallyHidden>{`Loading the editor for ${label}…`}</VisuallyHidden>
              <Skeleton aria-hidden="true" height="full" width="full" borderRadius="0" _motionReduce={{ animation: 'none' }} />
            </Box>
          }
        >
          <CodeEditorView
            value={value}
            onChange={onChange}
            language={language}
            label={label}
            describedBy={hintId}
            onRun={onRun}
            fontSize={fontSize}
            height={height}
            dark={colorMode === 'dark'}
            readOnly={readOnly}
          />
        </Suspense>
      </OnRequest>
    </Box>
  );
}
