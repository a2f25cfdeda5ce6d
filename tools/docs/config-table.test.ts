import { describe, expect, it } from 'vitest';
import { parseEnvExample, readRepoFile, withConfigTable } from './config-table';

describe('README configuration table', () => {
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
    const readme = readRepoFile('README.md');
    expect(readme).toBe(withConfigTable(readme, readRepoFile('.env.example')));
  });
});
