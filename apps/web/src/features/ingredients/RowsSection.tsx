import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A titled list of editable rows with an Add button (the conversions, the nutrient facts): each row
 * is a group named "{rowLabel} {n}" with a Remove button, laid out on `columns`.
 */
export function RowsSection<R extends { key: string }>({
  title,
  rowLabel,
  rows,
  columns,
  emptyText,
  onAdd,
  onRemove,
  renderRow,
}: {
  title: string;
  /** 'Conversion' → groups "Conversion 1", buttons "Add Conversion", "Remove conversion 1". */
  rowLabel: string;
  rows: R[];
  /** The row's grid columns on small and larger screens (the last one is the Remove button). */
  columns: { xs: string; sm: string };
  emptyText: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderRow: (index: number) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Button startIcon={<Add />} onClick={onAdd}>
          Add {rowLabel}
        </Button>
      </Box>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      )}
      {rows.map((row, index) => (
        <Box
          key={row.key}
          role="group"
          aria-label={`${rowLabel} ${index + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: columns, gap: 1, alignItems: 'start', mb: 1.5 }}
        >
          {renderRow(index)}
          <IconButton
            aria-label={`Remove ${rowLabel.toLowerCase()} ${index + 1}`}
            onClick={() => onRemove(index)}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
