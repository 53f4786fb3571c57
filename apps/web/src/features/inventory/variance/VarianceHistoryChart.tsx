import { formatMoney } from '@brigade/core';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { THistoryPoint } from './history-series';
import { moneyTicks } from './money-ticks';

/**
 * The variance in dollars per period, oldest first (Recharts loads with this module only). The table
 * under it says the same in text, so the chart is hidden from assistive technology.
 */
export default function VarianceHistoryChart({ points }: { points: THistoryPoint[] }) {
  const theme = useTheme();
  const data = points.map((p) => ({
    label: p.label,
    cost: p.cost === null ? 0 : Math.round(p.cost * 100) / 100,
  }));
  const ticks = moneyTicks(data.map((d) => d.cost));
  return (
    <Box aria-hidden sx={{ width: '100%', height: 240 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: 12 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} interval="preserveStartEnd" />
          <YAxis
            tickFormatter={(v: number) => formatMoney(v)}
            domain={[ticks[0], ticks[ticks.length - 1]]}
            ticks={ticks}
            width={72}
            fontSize={12}
          />
          <ReferenceLine y={0} stroke={theme.palette.text.secondary} />
          {/* The tooltip's text in the text colour: the bars' orange on white is too faint to read. */}
          <Tooltip
            formatter={(v) => formatMoney(Number(v))}
            itemStyle={{ color: theme.palette.text.primary }}
          />
          <Bar dataKey="cost" name="Variance" fill={theme.palette.warning.main} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
