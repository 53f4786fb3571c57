import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode, useId } from 'react';
import type { ListItem } from './list-item';
import { ValidityButton } from './ValidityButton';

export type ItemCardProps<T extends ListItem> = {
  item: T;
  /** 'Ingredient', 'Recipe': shown above the name. */
  itemLabel: string;
  describe?: (item: T) => ReactNode;
  onOpen: (item: T) => void;
  /** Absent for a member who may only read: no Delete. */
  onDelete?: (item: T) => void;
};

/**
 * One card of the grid (spec 2): item type, name, a validity icon that opens the item, Delete.
 * Memoized on its props (the item and stable callbacks), so scrolling renders only the cards that
 * come into view.
 */
function ItemCardView<T extends ListItem>({ item, itemLabel, describe, onOpen, onDelete }: ItemCardProps<T>) {
  const id = useId();
  const details = describe?.(item);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={id}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, overflow: 'hidden' }}>
        <Typography variant="overline" color="text.secondary" component="p">
          {itemLabel}
        </Typography>
        <Typography
          id={id}
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Typography>
        {details && (
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 1 }}>
            {details}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 1.5 }}>
        <ValidityButton name={item.name} complete={item.valid} onClick={() => onOpen(item)} />
        {onDelete && (
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => onDelete(item)}
            aria-label={`Delete ${item.name}`}
          >
            Delete
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export const ItemCard = memo(ItemCardView) as typeof ItemCardView;
