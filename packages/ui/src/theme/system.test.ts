/**
 * Guards the narrowed Chakra theme: every Chakra component the sources import finds its recipe, either
 * in the start-up system (`chakra-recipes.ts`) or registered by the ui module that imports it
 * (`registerRecipes`, at the module's top level), and apart from the recipes left out, the system is
 * exactly what `createSystem(defaultConfig, themeConfig)` built before (same tokens, CSS variables,
 * global CSS, styles, conditions and utilities).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { chakraRecipes, chakraSlotRecipes } from './chakra-recipes';
import { getSystem, themeConfig } from './index';
import { scales } from './palette';
import { semanticColors } from './semantic-tokens';

/** The start-up system, as the app creates it. */
const system = getSystem();

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const SOURCE_ROOTS = ['packages/ui/src', 'packages/features/src'];
const CHAKRA = '@chakra-ui/react';
const RECIPES_FILE = 'packages/ui/src/theme/chakra-recipes.ts';
const REGISTER = 'registerRecipes';

/** What `createSystem(defaultConfig, themeConfig)` built before the recipes were narrowed. */
const fullSystem = createSystem(defaultConfig, themeConfig);
const defaultRecipes: Record<string, unknown> = defaultConfig.theme?.recipes ?? {};
const defaultSlotRecipes: Record<string, unknown> = defaultConfig.theme?.slotRecipes ?? {};

/** The recipes the system has at start-up, before any ui module registers its own. */
const startup = {
  recipes: new Set(Object.keys(system._config.theme?.recipes ?? {})),
  slotRecipes: new Set(Object.keys(system._config.theme?.slotRecipes ?? {})),
};

// ---- What the sources import from Chakra ----

interface Usage {
  /** The name imported from '@chakra-ui/react', '*' for a namespace or dynamic import, or `useRecipe:<key>`. */
  name: string;
  file: string;
  /** A recipe key the file names itself in useRecipe/useSlotRecipe. */
  key?: string;
}

/** A `registerRecipes({ recipes: { key: value }, slotRecipes: { key: value } })` call in a source file. */
interface Registration {
  file: string;
  key: string;
  kind: 'recipes' | 'slotRecipes';
  /** The value's source text, e.g. `tabsSlotRecipe`. */
  value: string;
  /** Whether the call is a statement at the module's top level (it must be). */
  topLevel: boolean;
}

const registrations: Registration[] = [];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const CHAKRA_CHARTS = '@chakra-ui/charts';
const isChakraCharts = (node: ts.Node | undefined) => !!node && ts.isStringLiteral(node) && node.text === CHAKRA_CHARTS;
let chartsNames: string[] | undefined;
/** The components of '@chakra-ui/react' that Chakra's charts package imports (read from its ES modules). */
function chakraNamesOfCharts(): string[] {
  if (chartsNames) return chartsNames;
  const esm = path.resolve(path.dirname(createRequire(import.meta.url).resolve(CHAKRA_CHARTS)), '../esm');
  const names = new Set<string>();
  for (const entry of readdirSync(esm, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith('.js'))
      for (const [, list = ''] of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').matchAll(
        /import \{([^}]*)\} from '@chakra-ui\/react'/g,
      ))
        for (const name of list.split(',').map((part) => part.trim())) if (/^[A-Z]/.test(name)) names.add(name);
  return (chartsNames = [...names].sort());
}

function usagesIn(file: string): Usage[] {
  const relative = path.relative(repo, file);
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind);
  const usages: Usage[] = [];
  const isChakra = (node: ts.Node | undefined) => !!node && ts.isStringLiteral(node) && node.text === CHAKRA;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && isChakra(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const clause = node.importClause;
      if (clause?.name) usages.push({ name: '*', file: relative });
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) usages.push({ name: '*', file: relative });
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly) usages.push({ name: (element.propertyName ?? element.name).text, file: relative });
    } else if (ts.isImportDeclaration(node) && isChakraCharts(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      // Chakra's charts render Chakra components of their own (the legend's ColorSwatch): a module
      // drawing charts needs those components' recipes as if it imported them itself.
      for (const name of chakraNamesOfCharts()) usages.push({ name, file: relative });
    } else if (ts.isExportDeclaration(node) && isChakra(node.moduleSpecifier) && !node.isTypeOnly) {
      const clause = node.exportClause;
      if (!clause || !ts.isNamedExports(clause)) usages.push({ name: '*', file: relative });
      else
        for (const element of clause.elements)
          if (!element.isTypeOnly) usages.push({ name: (element.propertyName ?? element.name).text, file: relative });
    } else if (ts.isCallExpression(node)) {
      const [argument] = node.arguments;
      if (
        ts.isIdentifier(node.expression) &&
        node.expression.text === REGISTER &&
        argument &&
        ts.isObjectLiteralExpression(argument) &&
        !/\.(test|stories)\.tsx?$/.test(file)
      ) {
        const topLevel = ts.isExpressionStatement(node.parent) && node.parent.parent === source;
        for (const group of argument.properties)
          if (ts.isPropertyAssignment(group) && ts.isObjectLiteralExpression(group.initializer))
            for (const entry of group.initializer.properties)
              if (ts.isPropertyAssignment(entry))
                registrations.push({
                  file: relative,
                  key: entry.name.getText(source),
                  kind: group.name.getText(source) === 'recipes' ? 'recipes' : 'slotRecipes',
                  value: entry.initializer.getText(source),
                  topLevel,
                });
      }
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && isChakra(argument)) usages.push({ name: '*', file: relative });
      if (
        ts.isIdentifier(node.expression) &&
        /^use(Slot)?Recipe$/.test(node.expression.text) &&
        argument &&
        ts.isObjectLiteralExpression(argument)
      )
        for (const property of argument.properties)
          if (
            ts.isPropertyAssignment(property) &&
            property.name.getText(source) === 'key' &&
            ts.isStringLiteralLike(property.initializer)
          )
            usages.push({
              name: `${node.expression.text}:${property.initializer.text}`,
              file: relative,
              key: property.initializer.text,
            });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return usages;
}

const usages = SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(repo, root))).flatMap(usagesIn);
/** Recipe keys each file registers, as `<file> <key>`. */
const registered = new Set(registrations.map(({ file, key }) => `${file} ${key}`));

// ---- Which recipes Chakra's components look up (read from its published ES modules) ----

const chakraEsm = path.resolve(path.dirname(createRequire(import.meta.url).resolve(CHAKRA)), '../esm');
const chakraIndex = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');

/** Exported name → the module of Chakra's dist that defines it (bare specifiers are Ark's, unstyled). */
const exportedFrom = new Map<string, string>();
{
  const namespaces = new Map<string, string>();
  for (const [, local = '', from = ''] of chakraIndex.matchAll(/import \* as (\S+) from '([^']+)'/g)) namespaces.set(local, from);
  for (const [, names = '', from] of chakraIndex.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g))
    for (const part of names.split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      const module = from ?? namespaces.get(local);
      if (module) exportedFrom.set(exported, module);
    }
}

/** Recipe keys (`key: "…"` of createRecipeContext, useSlotRecipe, …) of a module and all it imports. */
function recipeKeysOfModule(file: string, seen: Set<string>): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  const keys = [...code.matchAll(/\bkey: "(\w+)"/g)].map(([, key = '']) => key);
  for (const [, specifier = ''] of code.matchAll(/from '(\.[^']+)'/g))
    keys.push(...recipeKeysOfModule(path.resolve(path.dirname(file), specifier), seen));
  return keys;
}

function recipeKeysOf(name: string): string[] {
  const module = exportedFrom.get(name);
  if (!module?.startsWith('.')) return [];
  return [...new Set(recipeKeysOfModule(path.join(chakraEsm, module), new Set()))];
}

type Kind = 'recipe' | 'slot recipe';
const kindOf = (key: string): Kind | undefined =>
  key in defaultSlotRecipes ? 'slot recipe' : key in defaultRecipes ? 'recipe' : undefined;
const exportNameOf = (key: string, kind: Kind) => `${key}${kind === 'recipe' ? 'Recipe' : 'SlotRecipe'}`;

const inStartup = (key: string, kind: Kind) => (kind === 'recipe' ? startup.recipes : startup.slotRecipes).has(key);
const registration = (key: string, kind: Kind) =>
  `${REGISTER}({ ${kind === 'recipe' ? 'recipes' : 'slotRecipes'}: { ${key}: ${exportNameOf(key, kind)} } })`;

/** Every recipe key the sources need, with the imports that need it. Keys Chakra itself has no recipe for are left out. */
const needed = new Map<string, Set<string>>();
/** The same, per import: which file needs which key through which Chakra name. */
const needs: { name: string; file: string; key: string; kind: Kind }[] = [];
for (const usage of usages) {
  const keys = usage.key ? [usage.key] : recipeKeysOf(usage.name);
  for (const key of keys) {
    const kind = kindOf(key);
    if (!kind) continue;
    const users = needed.get(key) ?? new Set<string>();
    users.add(`${usage.name} (${usage.file})`);
    needed.set(key, users);
    needs.push({ name: usage.name.replace(/^use(Slot)?Recipe:.*/, 'use$1Recipe'), file: usage.file, key, kind });
  }
}

describe("the Chakra recipes Ujuzi's components need", () => {
  it("reads the recipe keys from Chakra's components, following what they render", () => {
    expect(recipeKeysOf('Box')).toEqual([]);
    expect(recipeKeysOf('Button')).toContain('button');
    // IconButton renders Button, which renders a Spinner while loading.
    expect(recipeKeysOf('IconButton')).toEqual(expect.arrayContaining(['button', 'spinner']));
    expect(recipeKeysOf('Checkbox')).toEqual(expect.arrayContaining(['checkbox', 'checkmark']));
    expect(recipeKeysOf('Dialog')).toContain('dialog');
    expect(recipeKeysOf('InputGroup')).toContain('inputAddon');
  });

  it('reads the Chakra imports of packages/ui and packages/features', () => {
    const names = new Set(usages.map((usage) => usage.name));
    for (const name of ['ChakraProvider', 'Button', 'Dialog', 'Box']) expect(names).toContain(name);
  });

  it('imports Chakra by name, so that each import can be checked', () => {
    const unnamed = usages.filter((usage) => usage.name === '*').map((usage) => usage.file);
    expect(unnamed, `Use named imports from '${CHAKRA}' in: ${unnamed.join(', ')}`).toEqual([]);
  });

  it('has the recipe of every Chakra component imported anywhere: at start-up, or registered by the ui module importing it', () => {
    const missing = new Set<string>();
    for (const { name, file, key, kind } of needs) {
      if (inStartup(key, kind) || registered.has(`${file} ${key}`)) continue;
      const startupFix = `add ${exportNameOf(key, kind)} from '${CHAKRA}/theme' to ${RECIPES_FILE} if the public site renders it`;
      if (file.startsWith('packages/ui/'))
        missing.add(
          `${name} (${file}) uses Chakra's "${key}" ${kind}, which is not in the start-up system: ` +
            `call ${registration(key, kind)} at the top of ${file}, or ${startupFix}`,
        );
      else
        missing.add(
          `${file} imports Chakra's ${name} directly, but its "${key}" ${kind} is not in the start-up system ` +
            `(it comes only with the @ujuzi/ui modules that render it): render the @ujuzi/ui component instead, or ${startupFix}`,
        );
    }
    expect([...missing], [...missing].join('\n')).toEqual([]);
  });

  it('starts with exactly the recipes of chakra-recipes.ts, as Chakra defines them plus our overrides', () => {
    expect([...startup.recipes].sort()).toEqual(Object.keys(chakraRecipes).sort());
    expect([...startup.slotRecipes].sort()).toEqual(Object.keys(chakraSlotRecipes).sort());
    for (const key of startup.recipes) expect(system.getRecipe(key), key).toEqual(fullSystem.getRecipe(key));
    for (const key of startup.slotRecipes) expect(system.getSlotRecipe(key), key).toEqual(fullSystem.getSlotRecipe(key));
  });

  it('registers recipes only in ui component and shell modules, at their top level, each one the module needs and the start-up system lacks', () => {
    const wrong: string[] = [];
    for (const { file, key, kind, value, topLevel } of registrations) {
      const recipeKind: Kind = kind === 'recipes' ? 'recipe' : 'slot recipe';
      const where = `${file} registers "${key}"`;
      if (!/^packages\/ui\/src\/(?:components|shells)\//.test(file))
        wrong.push(`${where}: only ui component and shell modules register recipes`);
      if (!topLevel)
        wrong.push(`${where} inside a function: call ${REGISTER} at the module's top level, before anything renders`);
      if (kindOf(key) !== recipeKind) wrong.push(`${where} as a ${recipeKind}, which Chakra does not have`);
      if (value !== exportNameOf(key, recipeKind))
        wrong.push(`${where} as ${value}: use ${exportNameOf(key, recipeKind)} from '${CHAKRA}/theme'`);
      if (inStartup(key, recipeKind)) wrong.push(`${where}, which the start-up system already has: remove the registration`);
      if (!needs.some((need) => need.file === file && need.key === key))
        wrong.push(`${where}, but none of its Chakra imports uses it: remove the registration`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('has each registered recipe, as Chakra defines it plus our overrides, once its module has loaded', async () => {
    expect(registrations.length).toBeGreaterThan(0);
    for (const file of new Set(registrations.map((entry) => entry.file))) await import(/* @vite-ignore */ path.join(repo, file));
    for (const { key, kind } of registrations)
      if (kind === 'recipes') expect(system.getRecipe(key), key).toEqual(fullSystem.getRecipe(key));
      else expect(system.getSlotRecipe(key), key).toEqual(fullSystem.getSlotRecipe(key));
  });

  it('ships no Chakra recipe that no component uses (each adds to every page)', () => {
    const unused = [...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)].filter((key) => !needed.has(key));
    expect(unused, `No import uses these recipes; remove them from ${RECIPES_FILE}: ${unused.join(', ')}`).toEqual([]);
  });

  it("lists each recipe under Chakra's key and kind", () => {
    for (const [key, recipe] of Object.entries(chakraRecipes)) expect(defaultRecipes[key], key).toEqual(recipe);
    for (const [key, recipe] of Object.entries(chakraSlotRecipes)) expect(defaultSlotRecipes[key], key).toEqual(recipe);
  });
});

describe("apart from recipes, the system is Chakra's default theme plus ours", () => {
  const withoutRecipes = (config: typeof system._config) => {
    const { recipes, slotRecipes, ...theme } = config.theme ?? {};
    expect(recipes).toBeDefined();
    expect(slotRecipes).toBeDefined();
    return { ...config, theme };
  };

  it('has the same configuration: tokens, semantic tokens, text, layer and animation styles, conditions, utilities', () => {
    expect(withoutRecipes(system._config)).toEqual(withoutRecipes(fullSystem._config));
  });

  it('writes the same CSS variables, global CSS and preflight', () => {
    expect(system.getTokenCss()).toEqual(fullSystem.getTokenCss());
    expect(system.getGlobalCss()).toEqual(fullSystem.getGlobalCss());
    expect(system.getPreflightCss()).toEqual(fullSystem.getPreflightCss());
  });

  it('has every semantic colour and scale step the theme tests check', () => {
    const missing: string[] = [];
    for (const [group, values] of Object.entries(semanticColors))
      for (const key of Object.keys(values)) {
        const name = key === 'DEFAULT' ? `colors.${group}` : `colors.${group}.${key}`;
        if (!system.tokens.getByName(name)) missing.push(name);
      }
    for (const [scale, steps] of Object.entries(scales))
      for (const step of Object.keys(steps))
        if (!system.tokens.getByName(`colors.${scale}.${step}`)) missing.push(`colors.${scale}.${step}`);
    expect(missing).toEqual([]);
  });

  it('keeps the Chakra tokens its recipes read', () => {
    for (const name of [
      'colors.bg.panel',
      'colors.fg.muted',
      'radii.l2',
      'shadows.md',
      'spacing.4',
      'fontSizes.sm',
      'fonts.body',
    ])
      expect(system.tokens.getByName(name), name).toBeDefined();
  });
});
