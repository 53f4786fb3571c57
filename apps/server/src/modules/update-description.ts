/**
 * What the OpenAPI description of every update (PUT, and an ingredient's POST with an id) says of its
 * body (DESIGN.md §5), written once for all of them.
 */
export const UPDATE_DESCRIPTION =
  'The body may be the entity exactly as its GET answered it: read-only and computed fields ' +
  '(createdDate, valid, errorMessages, cost, figures…) are accepted and ignored; a field the entity ' +
  'does not have answers 400 "Unknown field: x". `version` is optional: sent, it must be the one ' +
  'read (409 when someone saved since, nothing changed); without it, the update applies.';
