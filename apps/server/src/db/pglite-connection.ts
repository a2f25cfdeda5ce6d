import { EventEmitter } from 'node:events';
import { serialize } from 'pg-protocol';
import { NotificationResponseMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';
import type { PgliteSession } from './pglite-session';

type Serialize = typeof serialize;

/**
 * The connection a `pg.Client` talks through to an embedded PGlite, in place of a socket: the
 * client's messages are written in the wire format and handed to PGlite's protocol entry point,
 * and PGlite's replies are emitted back as the events the client listens for.
 *
 * An extended-protocol query (parse, bind, describe, execute, sync) is held until its sync or
 * flush and handed over in one call, so PostgreSQL runs it in one pass of its main loop instead of
 * one pass and one promise per message (PGlite's own adapter sends each message alone). Replies
 * are taken as raw bytes and read by pg's own protocol parser, which decodes fields from one
 * buffer; PGlite's parser (which its other entry points always run) copies an ArrayBuffer for
 * every field of every row.
 */
export class PgliteConnection extends EventEmitter {
  /** Read by pg.Client. */
  _connecting = false;
  readonly parsedStatements: Record<string, unknown>;
  readonly submittedNamedStatements: Record<string, unknown>;
  readonly stream = { destroy: () => this.end() };

  private readonly session: PgliteSession;
  private readonly onNotification: (channel: string, payload: string) => void;
  private readonly parser = new Parser();
  private pending: Uint8Array[] = [];
  private queue: Promise<void>;

  /** `onNotification` hears the NOTIFYs that this connection's statements commit. */
  constructor(session: PgliteSession, onNotification: (channel: string, payload: string) => void) {
    super();
    this.session = session;
    this.parsedStatements = session.parsedStatements;
    this.submittedNamedStatements = session.submittedNamedStatements;
    this.onNotification = onNotification;
    this.queue = session.engine.waitReady;
  }

  connect(): void {
    this._connecting = true;
    void this.queue.then(() => process.nextTick(() => this.emit('readyForQuery')));
  }

  query(text: string): void {
    this.send(serialize.query(text));
  }

  parse(query: Parameters<Serialize['parse']>[0]): void {
    this.hold(serialize.parse(query));
  }

  bind(config: Parameters<Serialize['bind']>[0]): void {
    this.hold(serialize.bind(config));
  }

  describe(msg: Parameters<Serialize['describe']>[0]): void {
    this.hold(serialize.describe(msg));
  }

  execute(config: Parameters<Serialize['execute']>[0]): void {
    this.hold(serialize.execute(config));
  }

  close(msg: Parameters<Serialize['close']>[0]): void {
    this.hold(serialize.close(msg));
  }

  flush(): void {
    this.send(serialize.flush());
  }

  sync(): void {
    this.send(serialize.sync());
  }

  sendCopyFromChunk(chunk: Buffer): void {
    this.send(serialize.copyData(chunk));
  }

  endCopyFrom(): void {
    this.send(serialize.copyDone());
  }

  sendCopyFail(message: string): void {
    this.send(serialize.copyFail(message));
  }

  end(): void {
    this.pending = [];
    this.queue = this.queue.then(() => {
      this.session.leave(this);
      this.emit('end');
    });
    for (const event of this.eventNames()) {
      if (event !== 'end') this.removeAllListeners(event);
    }
  }

  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  private hold(message: Uint8Array): void {
    this.pending.push(message);
  }

  private send(message: Uint8Array): void {
    this.pending.push(message);
    const batch = this.pending.length === 1 ? message : Buffer.concat(this.pending);
    this.pending = [];
    this.queue = this.queue
      .then(async () => {
        const replies = await this.session.run(this, batch);
        for (const reply of replies) {
          this.parser.parse(reply, (message) => {
            if (message instanceof NotificationResponseMessage) {
              this.onNotification(message.channel, message.payload);
            }
            this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
          });
        }
      })
      .catch((error: unknown) => {
        this.emit('error', error);
      });
  }
}
