import { writeFileSync } from 'node:fs';
import { CONFIG_DOC, readRepoFile, withConfigTable } from './config-table';

const next = withConfigTable(readRepoFile(CONFIG_DOC), readRepoFile('.env.example'));
writeFileSync(new URL(`../../${CONFIG_DOC}`, import.meta.url), next);
console.log(`${CONFIG_DOC} configuration table written from .env.example`);
