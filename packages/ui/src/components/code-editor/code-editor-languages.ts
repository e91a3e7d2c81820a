/**
 * Syntax support of the editor's languages, each loaded on demand in a chunk of its own: a page with
 * a Python editor never downloads the Rust grammar. Languages without a `@codemirror/lang-*` package
 * use the legacy stream modes; an unknown language edits as plain text.
 */
import { StreamLanguage, type StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';

type Loader = () => Promise<Extension>;

const legacy = (parser: Promise<StreamParser<unknown>>): Promise<Extension> => parser.then((mode) => StreamLanguage.define(mode));

const LOADERS: Readonly<Record<string, Loader>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  c: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  php: () => import('@codemirror/lang-php').then((m) => m.php()),
  rust: () => import('@codemirror/lang-rust').then((m) => m.rust()),
  go: () => import('@codemirror/lang-go').then((m) => m.go()),
  csharp: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.csharp)),
  kotlin: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.kotlin)),
  scala: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.scala)),
  dart: () => legacy(import('@codemirror/legacy-modes/mode/clike').then((m) => m.dart)),
  ruby: () => legacy(import('@codemirror/legacy-modes/mode/ruby').then((m) => m.ruby)),
  swift: () => legacy(import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift)),
  r: () => legacy(import('@codemirror/legacy-modes/mode/r').then((m) => m.r)),
  perl: () => legacy(import('@codemirror/legacy-modes/mode/perl').then((m) => m.perl)),
  matlab: () => legacy(import('@codemirror/legacy-modes/mode/octave').then((m) => m.octave)),
};

/** The syntax support of a language (one of the 18 code-editor languages); none for an unknown one. */
export function loadLanguageSupport(language: string): Promise<Extension> {
  const loader = LOADERS[language];
  return loader ? loader() : Promise.resolve([]);
}

/** Whether the editor highlights this language. */
export const highlightsLanguage = (language: string): boolean => language in LOADERS;
