/**
 * A grid's height in px for `rows` rows, up to `maxRows` before it scrolls inside: its toolbar (52),
 * header (56), borders (2) and `rowPx` a row (52 at standard density; at a larger density it scrolls
 * sooner; a grid of rows as tall as their lines gives their usual height).
 */
export function gridHeight(rows: number, maxRows: number, rowPx = 52): number {
  return 110 + rowPx * Math.min(Math.max(rows, 1), maxRows);
}
