import { serialize } from 'pg-protocol';
import type { PgliteEngine } from './pglite-engine';

/** Statements after which the session holds state of one connection until it is idle again. */
const HOLDS_SESSION = /^\s*(begin|start\s+transaction|copy)\b/i;
const PARSE = 0x50;
const QUERY = 0x51;
const SYNC = 0x53;
const READY_FOR_QUERY = 0x5a;
const IDLE = 0x49;
const decoder = new TextDecoder();

interface Turn {
  connection: object;
  message: Uint8Array;
  holds: boolean;
  resolve: (replies: Buffer[]) => void;
  reject: (error: unknown) => void;
}

/** Whether a batch of protocol messages must run alone and keep the session for its connection. */
function holdsSession(message: Uint8Array): boolean {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  let last = 0;
  for (let at = 0; at + 5 <= message.length; at += 1 + view.getUint32(at + 1)) {
    last = message[at]!;
    if (last !== PARSE && last !== QUERY) continue;
    const textStart = last === PARSE ? message.indexOf(0, at + 5) + 1 : at + 5;
    if (HOLDS_SESSION.test(decoder.decode(message.subarray(textStart, textStart + 32))))
      return true;
  }
  // Without a closing Sync or simple query the batch leaves a portal or a copy open.
  return last !== SYNC && last !== QUERY;
}

/** The transaction status of the replies' last ReadyForQuery; undefined when there is none. */
function readyStatus(replies: Uint8Array[]): number | undefined {
  const last = replies.at(-1);
  if (!last || last.length < 6 || last[last.length - 6] !== READY_FOR_QUERY) return undefined;
  return last[last.length - 1];
}

/**
 * One PGlite session shared by several pool connections, so that one connection's query can run
 * while another's answer is being read. PGlite has a single session, so a connection that opens a
 * transaction (or a copy, or leaves a portal open) holds it: its batch waits for those in flight,
 * and the other connections' wait until its ReadyForQuery says idle again. Every other batch ends
 * in a Sync, so an error stays within it, and runs in the order sent. Named statements are the
 * session's, so the connections share pg's record of them.
 */
export class PgliteSession {
  readonly parsedStatements: Record<string, unknown> = {};
  readonly submittedNamedStatements: Record<string, unknown> = {};
  private holder: object | null = null;
  private running = 0;
  private readonly waiting: Turn[] = [];

  constructor(readonly engine: PgliteEngine) {}

  /** Runs `message` for `connection` in its turn; resolves to the replies' bytes. */
  run(connection: object, message: Uint8Array): Promise<Buffer[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ connection, message, holds: holdsSession(message), resolve, reject });
      this.next();
    });
  }

  /**
   * The connection is gone: its waiting batches fail, and a transaction it left open is rolled
   * back so that the others can go on.
   */
  leave(connection: object): void {
    for (const turn of this.waiting.filter((waiting) => waiting.connection === connection)) {
      this.waiting.splice(this.waiting.indexOf(turn), 1);
      turn.reject(new Error('the connection ended'));
    }
    if (this.holder !== connection) return;
    this.waiting.unshift({
      connection,
      message: serialize.query('rollback'),
      holds: true,
      resolve: () => {},
      reject: () => {},
    });
    this.next();
  }

  private next(): void {
    for (;;) {
      const head = this.waiting[0];
      const index =
        this.holder !== null
          ? this.waiting.findIndex((turn) => turn.connection === this.holder)
          : head && (!head.holds || this.running === 0)
            ? 0
            : -1;
      if (index < 0) return;
      const [turn] = this.waiting.splice(index, 1);
      if (turn!.holds) this.holder = turn!.connection;
      this.running += 1;
      void this.dispatch(turn!);
    }
  }

  private async dispatch(turn: Turn): Promise<void> {
    const replies: Buffer[] = [];
    try {
      await this.engine.execProtocolRawStream(turn.message, {
        onRawData: (chunk) => replies.push(Buffer.from(chunk)),
      });
      const status = readyStatus(replies);
      if (status === IDLE) {
        if (this.holder === turn.connection) this.holder = null;
      } else if (status !== undefined) {
        this.holder = turn.connection;
      }
      turn.resolve(replies);
    } catch (error) {
      turn.reject(error);
    } finally {
      this.running -= 1;
      this.next();
    }
  }
}
