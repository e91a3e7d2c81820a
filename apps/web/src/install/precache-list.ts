/**
 * What the service worker stores before it is asked (its precache, issue 29: under 1.5 MB): the app
 * shell only. That is spa.html, the app half's start-up code (the entry and the parts main.tsx loads
 * one after the other, as scripts/prerender.mjs preloads them; the mock backend apart), the web app
 * manifest, the icons and the favicon, and the toaster's view. Route chunks and the public pages are cached as
 * they are used.
 * Node only: vite.config.ts filters the build's file list with it (injectManifest's manifestTransforms).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

/** The app half's start-up chunks (paths under dist/), as scripts/prerender.mjs counts them. */
export function appStartupFiles(manifest: BuildManifest): Set<string> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(add);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the app half's manifest has no entry");
  add(entry);
  for (const key of manifest[entry]?.dynamicImports ?? []) if (!key.includes('packages/mocks/')) add(key);
  // The toaster's view is fetched on demand, but offline it is what says a write was kept on the device:
  // a first toast with the network gone found no code and showed nothing.
  for (const key of Object.keys(manifest)) if (key.endsWith('/toast/toaster-view.tsx')) add(key);
  return files;
}

/** The shell's other files, by their path under dist/. */
const SHELL_FILES = /^(spa\.html|manifest\.webmanifest|favicon\.svg|icons\/.+\.png)$/;

/** Whether a file the build wrote belongs in the precache (`url` as injectManifest lists it: 'assets/x.js'). */
export function precacheFilter(outDir: string): (url: string) => boolean {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'app-manifest.json'), 'utf8')) as BuildManifest;
  const startup = appStartupFiles(manifest);
  return (url) => SHELL_FILES.test(url) || startup.has(url);
}
