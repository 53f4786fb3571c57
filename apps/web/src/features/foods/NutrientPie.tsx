import type { TPieSlice } from '@brigade/core';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { sliceColour } from '../recipes/summary/pie-colours';

/**
 * The Nutrient Breakdown (grams) pie. Recharts lives in this module only, which the food detail loads
 * when it first shows a food. The legend beside it says the same in text, so the chart is hidden from
 * assistive technology and kept out of the tab order (no accessibility layer, no tab stop on the pie).
 */
export default function NutrientPie({ slices }: { slices: TPieSlice[] }) {
  return (
    <PieChart width={260} height={240} aria-hidden accessibilityLayer={false}>
      <Pie
        data={slices}
        dataKey="value"
        nameKey="name"
        outerRadius={105}
        isAnimationActive={false}
        rootTabIndex={-1}
      >
        {slices.map((slice, i) => (
          <Cell key={slice.name} fill={sliceColour(i)} stroke="#fff" />
        ))}
      </Pie>
      <Tooltip formatter={(value) => `${Number(value).toFixed(2)} g`} />
    </PieChart>
  );
}
