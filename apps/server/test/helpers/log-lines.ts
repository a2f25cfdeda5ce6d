import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A logger at `info` whose lines (JSON, one a chunk) are pushed onto `lines`. */
export function loggerInto(lines: string[] = []): Logger {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return pino({ level: 'info' }, sink);
}
