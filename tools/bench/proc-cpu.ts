import { readFileSync } from 'node:fs';

/** CPU milliseconds (user + system, every thread) a process has spent, from /proc. */
export function cpuMsOf(pid: number | string): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
