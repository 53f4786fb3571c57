import { z } from 'zod';
import { dropKeys, readOnly } from './fields.ts';

type Shape = Record<string, z.ZodType>;

/**
 * A request body derived from its entity's one base schema: the entity as the API answers it (its GET
 * reply). A client may send that reply back unchanged (spec 7: a PUT, an ingredient's POST with an id),
 * so the body is
 *  - the `writable` fields, each read with its own validator; each must be a field of the base (the
 *    compiler refuses any other);
 *  - every other field of the base (computed or kept by the server: valid, cost, createdDate…),
 *    accepted and ignored: `readOnlyKeys`, which `dropReadOnly` removes from the parsed body;
 *  - `alsoAccepted`: keys a client may send that no reply carries (spec 3's client-side `key`),
 *    accepted and ignored too;
 *  - nothing else: an unknown key answers 400 "Unknown field: x".
 * A field added to the base is accepted back at once; nothing lists the read-only fields by hand.
 */
export function entityRequest<
  const B extends Shape,
  const W extends Shape,
  const X extends readonly string[] = readonly [],
>(
  base: z.ZodObject<B>,
  writable: W & Record<Exclude<keyof W, keyof B>, never>,
  alsoAccepted: X = [] as unknown as X,
) {
  type ReadOnlyKey = Exclude<keyof B & string, keyof W> | X[number];
  const readOnlyKeys = [
    ...Object.keys(base.shape).filter((key) => !(key in writable)),
    ...alsoAccepted.filter((key) => !(key in base.shape)),
  ] as ReadOnlyKey[];
  return {
    /** The body, strict: writable fields validated, read-only ones accepted (dropped by `dropReadOnly`). */
    draft: z.strictObject({ ...(writable as W), ...readOnly(readOnlyKeys) }),
    readOnlyKeys,
    dropReadOnly: dropKeys(readOnlyKeys),
  };
}
