// `npm run dev`: the API with reload on port 3000 and the Vite dev server proxying to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@akkyeo/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@akkyeo/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);
