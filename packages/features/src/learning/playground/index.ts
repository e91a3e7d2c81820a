/** The code playground as a chunk of its own; the editor (CodeMirror) arrives in a further lazy chunk. */
export { PlaygroundPage } from './playground-page';
