import { writeFileSync } from 'node:fs';
import { readRepoFile, withConfigTable } from './config-table';

const next = withConfigTable(readRepoFile('README.md'), readRepoFile('.env.example'));
writeFileSync(new URL('../../README.md', import.meta.url), next);
console.log('README.md configuration table written from .env.example');
