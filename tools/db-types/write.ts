import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { DB_TYPES_FILE, generateDbTypes } from './generate';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error(
    'npm run db:types needs TEST_DATABASE_URL: a PostgreSQL server where it may create and drop a scratch database, e.g. postgres://postgres@127.0.0.1:5432/test',
  );
  process.exit(1);
}
writeFileSync(DB_TYPES_FILE, await generateDbTypes(serverUrl));
console.log(`${relative(process.cwd(), DB_TYPES_FILE)} written from the migrated schema`);
