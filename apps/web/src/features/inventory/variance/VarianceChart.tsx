import { formatMoney, type TVariance } from '@brigade/core';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

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
  return (
    <Box aria-hidden sx={{ width: '100%', height: 220 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 4, left: 12 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" fontSize={12} />
          <YAxis
            tickFormatter={(v: number) => formatMoney(v)}
            // Bars grow from $0 whichever way the variance goes.
            domain={[(min: number) => Math.min(0, min), (max: number) => Math.max(0, max)]}
            width={72}
            fontSize={12}
          />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Bar dataKey="cost" name="Variance" fill={theme.palette.warning.main} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
