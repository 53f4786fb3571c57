import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isFrozenReply } from '../lib/reply-memo.ts';

type SerializerCompiler = Parameters<FastifyInstance['setSerializerCompiler']>[0];

/**
 * Replies serialized by a function compiled once per route and status from the contract's JSON Schema
 * (fast-json-stringify, Fastify's own serializer), instead of validating each reply with Zod and then
 * calling JSON.stringify: the reply's shape is the contract's by construction (a field the contract
 * does not name is not written), and the work per reply is the writing alone.
 *
 * `checkReplies` (the tests' servers) also validates every reply against its Zod schema first, and
 * checks that the compiled writer wrote what Zod read, failing the request with a 500 naming the route
 * otherwise: a reply that drifts from the contract breaks a test instead of reaching a client.
 */
export function replySerializerCompiler(options: { checkReplies: boolean }): SerializerCompiler {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) return (data: unknown) => JSON.stringify(data);
    const reply: z.ZodType = schema;
    const stringify = fastJson(jsonSchemaOf(schema) as Parameters<typeof fastJson>[0]);
    return keepingFrozenRepliesText(options.checkReplies ? checkedAgainstZod(stringify) : stringify);
    function checkedAgainstZod(stringify: (data: unknown) => string) {
      return (data: unknown) => {
        const checked = reply.safeEncode(data);
        if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
        const written = stringify(data);
        // The compiled writer must say what Zod's reading of the reply says, field for field.
        if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data)))) {
          throw new Error(`The compiled serializer of ${method} ${url} wrote ${written.slice(0, 300)}`);
        }
        return written;
      };
    }
  };
}

/**
 * A memo's frozen reply (lib/reply-memo.ts) cannot change, so its text is written once and kept with
 * it, for as long as the reply itself is kept.
 */
function keepingFrozenRepliesText(write: (data: unknown) => string) {
  const texts = new WeakMap<object, string>();
  return (data: unknown) => {
    if (!isFrozenReply(data)) return write(data);
    let text = texts.get(data);
    if (text === undefined) {
      text = write(data);
      texts.set(data, text);
    }
    return text;
  };
}

/**
 * The JSON Schema of a reply, as fast-json-stringify reads it: draft-07, recursive schemas (a prep
 * recipe's nested prep recipes) by reference to `definitions`.
 */
export function jsonSchemaOf(schema: z.ZodType): unknown {
  return z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
  });
}
