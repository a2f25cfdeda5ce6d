import { config, z } from 'zod';

// In a browser, zod must never compile parsers with `new Function`: the app's CSP forbids eval,
// and even zod's probe for it raises a violation report. Every contract module takes z from here,
// so this runs before any schema is built. The server keeps zod's faster compiled parsers.
if ('document' in globalThis) config({ jitless: true });

export { z };
