import { readFileSync } from 'node:fs';

/** One variable of `.env.example`: the comment block above it is its description. */
export interface ConfigVariable {
  name: string;
  example: string;
  commentedOut: boolean;
  description: string;
}

const VARIABLE = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/;

/** Reads `.env.example`: blocks of comment lines, each followed by one or more variables. */
export function parseEnvExample(text: string): ConfigVariable[] {
  const variables: ConfigVariable[] = [];
  let comments: string[] = [];
  let blockHasVariable = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const variable = VARIABLE.exec(line);
    if (variable) {
      variables.push({
        name: variable[2]!,
        example: variable[3]!.trim(),
        commentedOut: Boolean(variable[1]),
        description: comments.join(' '),
      });
      blockHasVariable = true;
    } else if (line.startsWith('#')) {
      if (blockHasVariable) {
        comments = [];
        blockHasVariable = false;
      }
      comments.push(line.replace(/^#\s?/, ''));
    } else if (line === '') {
      comments = [];
      blockHasVariable = false;
    }
  }
  return variables.filter((variable) => !variable.description.startsWith('아껴라껴 server'));
}

/** A "Default: X" sentence in a commented-out variable's description. */
const STATED_DEFAULT = /\s*Default: (\S+?)\.?(?=\s|$)/;

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** The configuration table of docs/configuration.md, generated from `.env.example`. */
export function renderConfigTable(variables: ConfigVariable[]): string {
  const rows = variables.map((variable) => {
    const stated = STATED_DEFAULT.exec(variable.description);
    const description = variable.description.replace(STATED_DEFAULT, '').trim();
    const value = variable.commentedOut
      ? stated
        ? `\`${stated[1]}\``
        : 'unset'
      : `\`${variable.example}\``;
    const example =
      variable.commentedOut && variable.example ? ` Example: \`${variable.example}\`.` : '';
    return `| \`${variable.name}\` | ${value} | ${escapeCell(description + example)} |`;
  });
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

export const TABLE_START =
  '<!-- config-table:start (generated from .env.example by npm run docs:config) -->';
export const TABLE_END = '<!-- config-table:end -->';

/** The page that holds the generated table, relative to the repository root. */
export const CONFIG_DOC = 'docs/configuration.md';

/** The page's text with the table between the markers replaced by a fresh one. */
export function withConfigTable(page: string, envExample: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${CONFIG_DOC} lacks the config-table markers`);
  const table = renderConfigTable(parseEnvExample(envExample));
  return `${page.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${page.slice(end)}`;
}

export function readRepoFile(name: string): string {
  return readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8');
}
