import { formatMoney, type TVariance } from '@brigade/core';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { moneyTicks } from './money-ticks';

/**
 * The variance in dollars per ingredient (Recharts loads with this module only). The table beside it
 * says the same in text, so the chart is hidden from assistive technology.
 */
export default function VarianceChart({ lines }: { lines: TVariance['lines'] }) {
  const theme = useTheme();
  const data = lines
    .filter((l) => l.varianceCost !== null)
    .map((l) => ({ name: l.name, cost: Math.round((l.varianceCost as number) * 100) / 100 }));
  if (data.length === 0) return null;
  const ticks = moneyTicks(data.map((d) => d.cost));
  return (
    <Box aria-hidden sx={{ width: '100%', height: 220 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: 12 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" fontSize={12} />
          <YAxis
            tickFormatter={(v: number) => formatMoney(v)}
            domain={[ticks[0], ticks[ticks.length - 1]]}
            ticks={ticks}
            width={72}
            fontSize={12}
          />
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
