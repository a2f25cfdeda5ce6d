import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';

const root = import.meta.dirname;
const WEB = 'apps/web/src';
const APP = `${WEB}/app`;
const FEATURES = `${WEB}/features`;
const ENTITIES = `${WEB}/entities`;
const SHARED = `${WEB}/shared`;

const foldersIn = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => name);

/** One zone a web feature: it may import from its own folder only, never from another feature's. */
const featureZones = foldersIn(FEATURES).map((name) => ({
  target: `${FEATURES}/${name}`,
  from: FEATURES,
  except: [`./${name}`],
  message:
    'Features never import each other: a page that needs several is composed in src/app; what several features show goes to src/entities, what knows no domain to src/shared.',
}));

/**
 * The few entities another entity may import, each for a reason: a comment box keeps a draft and
 * offers to block the comment's author; a mute refreshes the deal lists it hides deals from; a
 * deal form (a manager's deal, a member's 제보) keeps a draft and previews the feed's own card.
 * Every other entity stands alone.
 */
const ENTITY_IMPORTS = {
  comment: ['draft', 'member-filter'],
  'deal-form': ['deal', 'draft'],
  'member-filter': ['deal'],
};

/** One zone an entity: it may import from its own folder and the entities allowed above. */
const entityZones = foldersIn(ENTITIES).map((name) => ({
  target: `${ENTITIES}/${name}`,
  from: ENTITIES,
  except: [name, ...(ENTITY_IMPORTS[name] ?? [])].map((allowed) => `./${allowed}`),
  message:
    'Entities stand alone: one imports another only where ENTITY_IMPORTS in eslint.config.js allows it (and says why).',
}));

const SERVER = 'apps/server/src';

/**
 * The server's layers, lowest first: a file may import from its own layer and those below, never
 * from a higher one (a lower layer reports upward through domain events, docs/decisions/0012).
 */
const SERVER_LAYERS = [
  ['platform', ['config.ts', 'secrets.ts', 'db', 'lib', 'plugins', 'jobs', 'events']],
  ['accounts', ['modules/auth', 'modules/member', 'modules/block', 'modules/mail']],
  [
    'content',
    [
      'modules/app-config',
      'modules/health',
      'modules/feed',
      'modules/share',
      'modules/comment',
      'modules/link-preview',
      'modules/bookmark',
      'modules/board',
      'modules/upload-progress',
      'modules/report',
      'modules/admin',
      'modules/activity',
      'modules/tip',
    ],
  ],
  // discovery (crawlers and feeds) reads deals and posts and matches a feed's `q` as the alerts do.
  ['notifications', ['modules/notification', 'modules/push', 'modules/alert', 'modules/discovery']],
  ['integrations', ['modules/partner']],
];
/** The composition root and the processes built on it sit above every layer. */
const SERVER_TOP = ['app.ts', 'services.ts', 'main.ts', 'cli'];

const serverLayerZones = SERVER_LAYERS.map(([name, paths], index) => ({
  target: paths.map((item) => `${SERVER}/${item}`),
  from: [...SERVER_LAYERS.slice(index + 1).flatMap(([, above]) => above), ...SERVER_TOP].map(
    (item) => `${SERVER}/${item}`,
  ),
  message: `The ${name} layer never imports a higher layer (platform → accounts → content → notifications → integrations); emit a domain event (src/events) instead.`,
}));

/**
 * Imports go one way, app → features → entities → shared: shared code knows no domain, an entity
 * (a deal, a comment, a draft, the member's blocks and mutes) no feature, no feature the app.
 */
const layerZones = [
  {
    target: SHARED,
    from: [ENTITIES, FEATURES, APP],
    message:
      'Shared code never imports an entity, a feature or the app: it knows no domain (src/entities holds what does).',
  },
  {
    target: ENTITIES,
    from: [FEATURES, APP],
    message:
      'Entities never import a feature or the app: features compose entities, the app composes features.',
  },
  {
    target: FEATURES,
    from: APP,
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
        { basePath: root, zones: [...featureZones, ...entityZones, ...layerZones] },
      ],
    },
  },
  prettier,
);
