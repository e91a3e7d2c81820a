export { QuestionEditor, type QuestionEditorProps } from './question-editor';
