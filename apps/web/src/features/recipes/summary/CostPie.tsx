import { Cell, Pie, PieChart } from 'recharts';
import { sliceColour } from './pie-colours';

export type PieSlice = { key: string; name: string; value: number };

/**
 * The cost badge's pie (spec 2: "hover shows a pie chart of cost per ingredient"). Recharts lives in
 * this module only, which the badge loads on its first hover.
 */
export default function CostPie({ slices }: { slices: PieSlice[] }) {
  return (
    <PieChart width={200} height={170} aria-hidden accessibilityLayer={false} className="cost-pie">
      <Pie
        data={slices}
        dataKey="value"
        nameKey="name"
        cx="50%"
        cy="50%"
        outerRadius={78}
        isAnimationActive={false}
        // Recharts focuses the pie by default; an aria-hidden chart must not take focus (axe).
        rootTabIndex={-1}
      >
        {slices.map((slice, i) => (
          // A lone slice is the whole disc: a white edge would draw a line from its centre.
          <Cell key={slice.key} fill={sliceColour(i)} stroke={slices.length > 1 ? '#fff' : 'none'} />
        ))}
      </Pie>
    </PieChart>
  );
}
