import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the stub received it, decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export interface SmtpStub {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or still to come) that matches. */
  waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Proves that every mail the server sent before `sendProbe` has arrived: `sendProbe` asks for
   * one mail that is sure to be sent (`isProbe` tells it); once it has arrived and no connection
   * is open any more, an earlier mail has arrived too, since the server opens its connections in
   * the order it sends. Resolves with the probe's mail.
   */
  settle(
    sendProbe: () => Promise<unknown>,
    isProbe: (mail: ReceivedMail) => boolean,
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A local SMTP server (smtp-server) that keeps every message it receives. */
export async function startSmtpStub(): Promise<SmtpStub> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onClose() {
      connections--;
      waiters.forEach((wake) => wake());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        mails.push({
          ...decodeMessage(raw),
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        waiters.forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  /** Resolves once `ready()` returns a value (checked now and after each mail or closed connection). */
  const until = <T>(ready: () => T | undefined, what: string, timeoutMs = 10_000) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = ready();
        if (value === undefined) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`${what} within ${timeoutMs} ms (got ${mails.length} mails)`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  const waitForMail = (match: (mail: ReceivedMail) => boolean, timeoutMs?: number) =>
    until(() => mails.find(match), 'no matching mail', timeoutMs);
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail,
    async settle(sendProbe, isProbe) {
      const before = mails.length;
      await sendProbe();
      const probe = await waitForMail((mail) => mails.indexOf(mail) >= before && isProbe(mail));
      await until(() => (connections === 0 ? true : undefined), 'connections still open');
      return probe;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Subject and text of a single-part message (base64, quoted-printable or plain). */
function decodeMessage(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').trim() };
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString();
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString()
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}
