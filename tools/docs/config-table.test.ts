import { describe, expect, it } from 'vitest';
import { ENV_KEYS } from '../../apps/server/src/config';
import { CONFIG_DOC, parseEnvExample, readRepoFile, withConfigTable } from './config-table';

describe('configuration table (docs/configuration.md)', () => {
  it('parses comment blocks, set and commented-out variables', () => {
    const variables = parseEnvExample(
      '# Port to use.\nPORT=3000\n\n# A URL.\n# Default: none\n# URL=http://x\n',
    );
    expect(variables).toEqual([
      { name: 'PORT', example: '3000', commentedOut: false, description: 'Port to use.' },
      { name: 'URL', example: 'http://x', commentedOut: true, description: 'A URL. Default: none' },
    ]);
  });

  it('matches .env.example (run npm run docs:config after changing it)', () => {
    const page = readRepoFile(CONFIG_DOC);
    expect(page).toBe(withConfigTable(page, readRepoFile('.env.example')));
  });

  it('gives every variable of .env.example a description of its own', () => {
    const variables = parseEnvExample(readRepoFile('.env.example'));
    const shared = variables.filter(
      (variable, i) => variables.findIndex((v) => v.description === variable.description) !== i,
    );
    expect(shared.map((variable) => variable.name)).toEqual([]);
  });

  it('lists every variable the server reads, and no other', () => {
    const names = parseEnvExample(readRepoFile('.env.example')).map((variable) => variable.name);
    expect([...names].sort()).toEqual([...ENV_KEYS].sort());
  });
});
