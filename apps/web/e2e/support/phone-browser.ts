import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newPhone } from './browser';
import { startServer, type RunningServer } from './server';

export type Phone = { context: BrowserContext; page: Page };

/** The settings of a server of the file's own; a function is read when the hooks run. */
type ServerEnv = Record<string, string> | (() => Record<string, string>);

interface SharedServerPhones {
  /** The run's shared server (global-setup). */
  baseUrl: string;
  /** A new phone (390×844, touch) on the shared server, or on `url`, with `options`. */
  phone: (url?: string, options?: BrowserContextOptions) => Promise<Phone>;
}

interface OwnServerPhones {
  /** The file's own server, readable once the hooks have run. */
  server: Pick<RunningServer, 'url' | 'dataDir'>;
  /** A new phone (390×844, touch) on the file's own server, or on `url`, with `options`. */
  phone: (url?: string, options?: BrowserContextOptions) => Promise<Phone>;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not started: use it inside a test or hook`);
  return value;
}

/**
 * Registers the hooks of a browser-test file: Debian's Chromium (and, given `server`, a server of
 * the file's own started beside it) before its tests, both closed after them. Hooks the file
 * registers before this call run before the launch and after the close.
 */
export function withPhoneBrowser(): SharedServerPhones;
export function withPhoneBrowser(options: { server: ServerEnv }): OwnServerPhones;
export function withPhoneBrowser(options?: {
  server: ServerEnv;
}): SharedServerPhones | OwnServerPhones {
  let browser: Browser | undefined;
  let own: RunningServer | undefined;
  beforeAll(async () => {
    const env = options?.server;
    [browser, own] = await Promise.all([
      launchBrowser(),
      env ? startServer(typeof env === 'function' ? env() : env) : undefined,
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await own?.stop();
  });

  if (!options) {
    const baseUrl = inject('baseUrl');
    return {
      baseUrl,
      phone: (url = baseUrl, phoneOptions) =>
        newPhone(started(browser, 'The browser'), url, phoneOptions),
    };
  }
  const server = {
    get url() {
      return started(own, 'The server').url;
    },
    get dataDir() {
      return started(own, 'The server').dataDir;
    },
  };
  return {
    server,
    phone: (url = server.url, phoneOptions) =>
      newPhone(started(browser, 'The browser'), url, phoneOptions),
  };
}
