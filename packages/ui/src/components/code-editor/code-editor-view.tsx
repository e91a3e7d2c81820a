/**
 * The CodeMirror 6 editor itself. Loaded lazily by `CodeEditor` (code-editor.tsx), so CodeMirror is a
 * chunk of its own that only pages with an editor download. The setup is basicSetup's editing core
 * without autocompletion, search or linting: line numbers, bracket matching, undo history,
 * auto-indent, and Tab indents; Escape then Tab moves focus out (CodeMirror's tab-focus mode).
 */
import { bracketMatching, defaultHighlightStyle, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { Compartment, EditorState, Prec, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { color as oneDarkColors, oneDarkHighlightStyle, oneDarkTheme } from '@codemirror/theme-one-dark';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { loadLanguageSupport } from './code-editor-languages';

export interface CodeEditorViewProps {
  value: string;
  onChange?: (value: string) => void;
  language: string;
  label: string;
  describedBy: string;
  onRun?: () => void;
  fontSize: number;
  height: string;
  dark: boolean;
  readOnly: boolean;
}

/** Colours from the design system's tokens, so the gutter and text keep AA contrast in both modes. */
const tokenTheme = EditorView.theme({
  '&': { height: '100%', backgroundColor: 'var(--chakra-colors-bg-panel)', color: 'var(--chakra-colors-fg)' },
  '.cm-scroller': { fontFamily: 'var(--chakra-fonts-mono)', lineHeight: '1.55' },
  '.cm-gutters': {
    backgroundColor: 'var(--chakra-colors-bg-subtle)',
    color: 'var(--chakra-colors-fg-muted)',
    borderRight: '1px solid var(--chakra-colors-border)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--chakra-colors-bg-subtle)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--chakra-colors-bg-muted)', color: 'var(--chakra-colors-fg)' },
  '&.cm-focused': { outline: '2px solid var(--chakra-colors-brand-solid)', outlineOffset: '-2px' },
});

/**
 * Read-only code (CodeBlock's coloured view) wraps its long lines: a sideways scroller inside the view
 * could not take the focus (axe scrollable-region-focusable on a phone); the line numbers stay per line.
 */
const readOnlyExtensions = (readOnly: boolean): Extension[] =>
  readOnly
    ? [EditorState.readOnly.of(true), EditorView.editable.of(false), EditorView.lineWrapping]
    : [EditorState.readOnly.of(false), EditorView.editable.of(true)];

/** One Dark's highlighting, with its faint grey (comments) lightened to keep AA contrast on its background. */
const darkHighlightStyle = HighlightStyle.define(
  oneDarkHighlightStyle.specs.map((spec) => (spec.color === oneDarkColors.stone ? { ...spec, color: '#a5adba' } : spec)),
);

/** CodeMirror's default colours, with the few too light for AA contrast (4.5:1) on a light background darkened. */
const DARKER: Readonly<Record<string, string>> = { '#085': '#006b45', '#e40': '#b03000', '#f00': '#c00000', '#888': '#5f5f5f' };
const lightHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && DARKER[spec.color] ? { ...spec, color: DARKER[spec.color] } : spec,
  ),
);

const lightTheme: Extension = [tokenTheme, syntaxHighlighting(lightHighlightStyle)];
const darkTheme: Extension = [oneDarkTheme, Prec.high(tokenTheme), syntaxHighlighting(darkHighlightStyle)];

const fontTheme = (fontSize: number): Extension => EditorView.theme({ '&': { fontSize: `${fontSize}px` } });

export function CodeEditorView({
  value,
  onChange,
  language,
  label,
  describedBy,
  onRun,
  fontSize,
  height,
  dark,
  readOnly,
}: CodeEditorViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({
    language: new Compartment(),
    theme: new Compartment(),
    font: new Compartment(),
    readOnly: new Compartment(),
    attributes: new Compartment(),
  });
  // The latest callbacks, read by the editor's listeners without rebuilding it.
  const callbacks = useRef({ onChange, onRun });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onRun };
  }, [onChange, onRun]);

  useEffect(() => {
    const parts = compartments.current;
    const created = new EditorView({
      parent: host.current as HTMLDivElement,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                run: () => {
                  callbacks.current.onRun?.();
                  return callbacks.current.onRun !== undefined;
                },
              },
            ]),
          ),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange?.(update.state.doc.toString());
          }),
          parts.language.of([]),
          parts.theme.of(dark ? darkTheme : lightTheme),
          parts.font.of(fontTheme(fontSize)),
          parts.readOnly.of(readOnlyExtensions(readOnly)),
          parts.attributes.of(EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy })),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is built once; later prop changes go through the compartments below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let current = true;
    void loadLanguageSupport(language).then((support) => {
      if (current) view.current?.dispatch({ effects: compartments.current.language.reconfigure(support) });
    });
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.theme.reconfigure(dark ? darkTheme : lightTheme) });
  }, [dark]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.font.reconfigure(fontTheme(fontSize)) });
  }, [fontSize]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure(readOnlyExtensions(readOnly)),
    });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.attributes.reconfigure(
        EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy }),
      ),
    });
  }, [label, describedBy]);

  // A value set from outside (reset to the sample, another language's draft) replaces the text; it
  // stays undoable.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} style={{ height }} data-language={language} />;
}
