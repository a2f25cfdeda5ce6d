import { isDeepStrictEqual } from 'node:util';
import { createRequire } from 'node:module';
import type fastJsonStringify from 'fast-json-stringify';
import type { AnySchema } from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<ZodType>>[0]) => Serializer;

let build: typeof fastJsonStringify | undefined;
const loadBuilder = () =>
  (build ??= createRequire(import.meta.url)('fast-json-stringify') as typeof fastJsonStringify);

/**
 * fast-json-stringify and the ajv it loads (about 0.1 s of CPU) are loaded just after the first
 * reply, off the start path; until then replies are encoded by zod.
 */
let loadScheduled = false;
function loadedBuilder(): boolean {
  if (build) return true;
  if (!loadScheduled) {
    loadScheduled = true;
    setImmediate(loadBuilder);
  }
  return false;
}

/** fast-json-stringify's writer for a response's zod schema, via its JSON Schema (output side). */
export function compileFastSerializer(schema: unknown): Serializer {
  const jsonSchema = z.toJSONSchema(contractSchema(schema), {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as AnySchema;
  return loadBuilder()(jsonSchema);
}

/** Fastify may hand a response schema over wrapped as `{ properties: schema }`. */
function contractSchema(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`Not a zod response schema: ${JSON.stringify(schema)}`);
}

/**
 * Replies are written by fast-json-stringify from the contract's zod schema turned into JSON
 * Schema: only declared fields leave the server, without zod parsing every reply. Each route's
 * serializer is compiled on its first reply, so start-up does not pay for routes nobody calls
 * (the very first replies, before fast-json-stringify is loaded, are encoded by zod).
 * With `verify` (test runs) every reply is also encoded by zod, which throws on a reply that
 * breaks the contract, and the two encodings must carry the same JSON.
 */
export function createResponseSerializerCompiler({
  verify,
}: {
  verify: boolean;
}): SerializerCompiler {
  return (route) => {
    let fast: Serializer | undefined;
    const viaZod = zodSerializerCompiler(route) as Serializer;
    if (!verify) {
      return (data) => {
        if (!fast && !loadedBuilder()) return viaZod(data);
        return (fast ??= compileFastSerializer(route.schema))(data);
      };
    }
    const stringify: Serializer = (data) => (fast ??= compileFastSerializer(route.schema))(data);
    return (data) => {
      const expected = viaZod(data);
      const actual = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(
          `The fast serializer of ${route.method} ${route.url} differs from the contract:\n` +
            `fast: ${actual}\nzod:  ${expected}`,
        );
      }
      return actual;
    };
  };
}
