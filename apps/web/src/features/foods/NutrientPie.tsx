import type { TCompositionSlice } from '@brigade/core';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { compositionColour } from './composition-colours';

/**
 * The Nutrient Breakdown (grams) pie. Recharts lives in this module only, which the food detail loads
 * when it first shows a food. The legend beside it says the same in text, so the chart is hidden from
 * assistive technology and kept out of the tab order (no accessibility layer, no tab stop on the pie).
 * It fills the square its parent gives it (the parent's column has a fixed width).
 */
export default function NutrientPie({ slices }: { slices: TCompositionSlice[] }) {
  return (
    <ResponsiveContainer width="100%" aspect={1} className="nutrient-pie">
      <PieChart aria-hidden accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="grams"
          nameKey="label"
          outerRadius="95%"
          startAngle={90}
          endAngle={-270}
          isAnimationActive={false}
          rootTabIndex={-1}
        >
          {slices.map((slice) => (
            <Cell key={slice.part} fill={compositionColour(slice.part)} stroke="#fff" />
          ))}
        </Pie>
        <Tooltip formatter={(value) => `${Number(value).toFixed(2)} g`} />
      </PieChart>
    </ResponsiveContainer>
  );
}
