/**
 * Last touches on the generated OpenAPI 3.0 document, so that linters (Redocly's recommended rules)
 * and client generators read it as meant:
 *  - a reply without a body (204) has no `content` (Zod's `z.null()` would describe a JSON `null`);
 *  - `nullable` goes where OpenAPI 3.0 reads it, beside a `type`: Zod writes a nullable union as
 *    `{ nullable: true, anyOf: [...] }`, which 3.0 leaves undefined, so each branch becomes nullable;
 *  - every signed-in POST documents its optional Idempotency-Key header;
 *  - component schemas nothing refers to are dropped (a registered schema gets an input and an output
 *    version, and only one of them may be used).
 */

type Json = Record<string, unknown>;

const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per submission (a UUID). The same key from the same user within 24 hours answers the first ' +
    'reply (same status and body) and creates nothing; with another request it answers 422.',
  schema: { type: 'string', minLength: 1, maxLength: 200 },
};

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function tidyOpenApi<T extends object>(document: T): T {
  const doc = document as Json;
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const noContent = operation.responses['204'];
      if (isObject(noContent)) delete noContent.content;
    }
    // A signed-in POST takes an Idempotency-Key (plugins/idempotency.ts).
    const post = item.post;
    if (isObject(post) && Array.isArray(post.security) && post.security.length > 0) {
      post.parameters = [...((post.parameters as unknown[] | undefined) ?? []), IDEMPOTENCY_PARAMETER];
    }
  }
  walk(doc);
  dropUnusedComponents(doc);
  return document;
}

function walk(node: unknown): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable === true && node.type === undefined) {
    const branches = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
    if (Array.isArray(branches) && branches.every((b) => isObject(b) && b.type !== undefined)) {
      for (const branch of branches as Json[]) branch.nullable = true;
      delete node.nullable;
    }
  }
  for (const child of Object.values(node)) walk(child);
}

function dropUnusedComponents(doc: Json): void {
  const schemas = (doc.components as Json | undefined)?.schemas as Json | undefined;
  if (!schemas) return;
  // References from the paths, then from the schemas those reach, until nothing new turns up.
  const used = new Set<string>();
  const collect = (node: unknown) => {
    const text = JSON.stringify(node);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (!used.has(name)) {
        used.add(name);
        collect(schemas[name]);
      }
    }
  };
  collect(doc.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}
