import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';

const root = import.meta.dirname;
const FEATURES = 'apps/web/src/features';

/** One zone a web feature: it may import from its own folder only, never from another feature's. */
const featureZones = readdirSync(path.join(root, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    except: [`./${name}`],
    message:
      'Features never import each other: a page that needs several is composed in src/app; truly shared code goes to src/shared.',
  }));

const SERVER = 'apps/server/src';

/**
 * The server's layers, lowest first: a file may import from its own layer and those below, never
 * from a higher one (a lower layer reports upward through callbacks the composition root wires).
 */
const SERVER_LAYERS = [
  ['platform', ['config.ts', 'secrets.ts', 'db', 'lib', 'plugins', 'jobs']],
  ['accounts', ['modules/auth', 'modules/member', 'modules/block', 'modules/mail']],
  [
    'content',
    [
      'modules/app-config',
      'modules/health',
      'modules/feed',
      'modules/comment',
      'modules/link-preview',
      'modules/bookmark',
      'modules/board',
      'modules/upload-progress',
      'modules/report',
      'modules/admin',
      'modules/activity',
    ],
  ],
  // discovery (crawlers and feeds) reads deals and posts and matches a feed's `q` as the alerts do.
  ['notifications', ['modules/notification', 'modules/push', 'modules/alert', 'modules/discovery']],
  ['integrations', ['modules/partner']],
];
/** The composition root and the processes built on it sit above every layer. */
const SERVER_TOP = ['app.ts', 'main.ts', 'cli'];

const serverLayerZones = SERVER_LAYERS.map(([name, paths], index) => ({
  target: paths.map((item) => `${SERVER}/${item}`),
  from: [...SERVER_LAYERS.slice(index + 1).flatMap(([, above]) => above), ...SERVER_TOP].map(
    (item) => `${SERVER}/${item}`,
  ),
  message: `The ${name} layer never imports a higher layer (platform → accounts → content → notifications → integrations); take a callback from the composition root instead.`,
}));

/** Imports go one way, shared → features → app: shared code knows no feature, no feature the app. */
const layerZones = [
  {
    target: 'apps/web/src/shared',
    from: [FEATURES, 'apps/web/src/app'],
    message: 'Shared code never imports a feature or the app: the app composes features (src/app).',
  },
  {
    target: FEATURES,
    from: 'apps/web/src/app',
    message: 'Features never import the app: the app composes them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.builds/**',
      '**/node_modules/**',
      'data/**',
      '**/coverage/**',
      '**/*.config.js',
      'tools/**/*.js',
      'tools/**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Imports are resolved from the configuration's folder, so the rules below hold from any
    // working directory.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json'].map((file) =>
            path.join(root, file),
          ),
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverLayerZones }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...featureZones, ...layerZones] },
      ],
    },
  },
  prettier,
);
