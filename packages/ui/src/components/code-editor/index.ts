export { CodeEditor, codeEditorKeyboardHint, preloadCodeEditor, type CodeEditorProps } from './code-editor';
