import { formatMoney, type TVersionChanges, versionFieldLabel } from '@brigade/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/**
 * What moved between a kept version and the entity now: lines added and removed, quantities changed,
 * other fields, and the cost then and now (a menu has none of its own).
 */
export function VersionDiff({ changes }: { changes: TVersionChanges }) {
  const { added, removed, quantities, fields, cost } = changes;
  const nothing = added.length + removed.length + quantities.length + fields.length === 0;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {cost && (
        <Typography variant="body2">
          Cost then {cost.before === null ? '—' : formatMoney(cost.before)}, now{' '}
          {cost.after === null ? '—' : formatMoney(cost.after)}
        </Typography>
      )}
      {nothing && <Typography variant="body2">The same lines and details as now.</Typography>}
      {added.length > 0 && (
        <Section title="Added since">
          {added.map((line) => (
            <li key={`a-${line}`}>
              <Box component="span" sx={{ color: 'success.main' }}>
                + {line}
              </Box>
            </li>
          ))}
        </Section>
      )}
      {removed.length > 0 && (
        <Section title="Removed since">
          {removed.map((line) => (
            <li key={`r-${line}`}>
              <Box component="span" sx={{ color: 'error.main' }}>
                − {line}
              </Box>
            </li>
          ))}
        </Section>
      )}
      {quantities.length > 0 && (
        <Section title="Quantities changed">
          {quantities.map((q) => (
            <li key={`q-${q.line}`}>
              {q.line}: {show(q.before)} → {show(q.after)}
            </li>
          ))}
        </Section>
      )}
      {fields.length > 0 && (
        <Section title="Details changed">
          {fields.map((f) => (
            <li key={`f-${f.field}`}>
              {versionFieldLabel(f.field)}: {show(f.before)} → {show(f.after)}
            </li>
          ))}
        </Section>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {children}
      </Box>
    </Box>
  );
}
