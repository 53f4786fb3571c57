import { formatMoney } from '@brigade/core';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { mediumDateTime, monthDay } from '../../../lib/date-format';
import { packText } from '../order-guide/quantities';
import { type ChartPoint, type PriceSeries, pointsUntil, sourceText } from './price-points';

const DAY_MS = 86_400_000;

/**
 * The unit cost over time. Recharts lives in this module only, which the ingredient modal
 * loads with the price history. A price holds until the next one, so the line steps; the table beside
 * it says the same in text, so the chart itself is hidden from assistive technology.
 */
export default function PriceHistoryChart({ series }: { series: PriceSeries }) {
  const theme = useTheme();
  const { units } = series;
  const points = pointsUntil(series.points, Date.now());
  const first = points[0]?.at ?? Date.now();
  const last = points.at(-1)?.at ?? first;
  // One price alone still gets a readable axis: a day either side.
  const domain = last - first < DAY_MS ? [first - DAY_MS, last + DAY_MS] : [first, last];
  return (
    <Box aria-hidden sx={{ width: '100%', height: 240 }} className="price-history-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={points}
          margin={{ top: 8, right: 16, bottom: 4, left: 12 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={domain}
            tickFormatter={(at: number) => monthDay.format(new Date(at))}
            fontSize={12}
          />
          <YAxis
            dataKey="unitCost"
            tickFormatter={(value: number) => formatMoney(value)}
            domain={[0, 'auto']}
            width={72}
            fontSize={12}
            label={{
              value: `$ per ${units ?? 'unit'}`,
              angle: -90,
              position: 'insideLeft',
              style: { textAnchor: 'middle', fontSize: 12 },
              offset: 0,
            }}
          />
          <Tooltip content={<PriceTooltip units={units} />} />
          <Line
            dataKey="unitCost"
            type="stepAfter"
            stroke={theme.palette.primary.main}
            strokeWidth={2}
            // A dot per recorded price; the line's end today is no price of its own.
            dot={(props: { cx?: number; cy?: number; index?: number; payload?: ChartPoint }) =>
              props.payload?.held ? (
                <g key={props.index} />
              ) : (
                <circle
                  key={props.index}
                  className="recharts-line-dot"
                  cx={props.cx}
                  cy={props.cy}
                  r={4}
                  fill={theme.palette.primary.main}
                />
              )
            }
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}

/** A price's date, who set it and how, and the price as the catalogue states it. */
function PriceTooltip({
  active,
  payload,
  units,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: ChartPoint }>;
  units: string | null;
}) {
  const point = active ? payload?.[0]?.payload : undefined;
  if (!point) return null;
  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
        boxShadow: 2,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {`${formatMoney(point.unitCost)} per ${units ?? 'unit'}`}
      </Typography>
      <Typography variant="body2">{`${formatMoney(point.cost)} for ${packText(point.costAmount, point.costUnits)}`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {point.held ? 'Today' : mediumDateTime.format(new Date(point.at))}
      </Typography>
      {!point.held && (
        <Typography variant="body2" color="text.secondary">
          {`${sourceText(point.source)}${point.changedBy ? ` by ${point.changedBy}` : ''}`}
        </Typography>
      )}
    </Box>
  );
}
