// node tp.tmp.mjs dataDir [node flags]: CPU ms per request in successive windows of mixed reads
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const [dataDir, ...flags] = process.argv.slice(2);
const port = 39000 + Math.floor(Math.random() * 1000);
const child = spawn(process.execPath, ['--enable-source-maps', ...flags, '/work/wt-start/apps/server/dist/main.js'], { env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir }, stdio: 'ignore' });
const url = `http://127.0.0.1:${port}`;
for (;;) { if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((d) => setTimeout(d, 50)); }
const cpu = () => { const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const requests = [{ path: '/v1/feed/?size=10' }, { path: '/v1/board/?size=10' }, { path: `/v1/feed/?keyword=${encodeURIComponent('무선')}` }, { path: '/v1/feed/3' }];
const out = [];
for (let w = 0; w < 8; w++) {
  const c0 = cpu();
  await autocannon({ url, connections: 4, amount: 1000, requests });
  out.push(((cpu() - c0) / 1000).toFixed(2));
}
child.kill('SIGTERM');
console.log((flags.join(' ') || 'default').padEnd(32), out.join(' '));
