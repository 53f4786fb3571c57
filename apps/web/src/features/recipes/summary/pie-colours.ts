/** Cost pie slice colours: distinct, readable on white and in grey print; the legend uses the same. */
const COLOURS = ['#1e6b52', '#d9822b', '#3b6fb6', '#b3365b', '#7a5cc4', '#4f9d2d', '#a68800', '#5c6b73'];

export function sliceColour(index: number): string {
  return COLOURS[index % COLOURS.length];
}
