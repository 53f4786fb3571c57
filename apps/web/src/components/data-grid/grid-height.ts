/**
 * A grid's height in px for `rows` rows, up to `maxRows` before it scrolls inside: its toolbar (52),
 * header (56), borders (2) and 52 a row at standard density (at a larger density it scrolls sooner).
 */
export function gridHeight(rows: number, maxRows: number): number {
  return 110 + 52 * Math.min(Math.max(rows, 1), maxRows);
}
