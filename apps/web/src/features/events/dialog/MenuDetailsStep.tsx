import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { errorMessage } from '../../../lib/api';
import { menuChoicesQuery } from '../api';
import {
  addInMenuOrder,
  type EventFormValues,
  flattenChoices,
  lineOfChoice,
  type MenuChoice,
} from '../event-form';
import { AvailableMenuItems } from './AvailableMenuItems';
import { EventFigures } from './EventFigures';
import { EventMenuList } from './EventMenuList';

/**
 * Step 2, Menu Details (spec 2, 4): the available menu items beside the event menu, and the menu's
 * food cost and allergens under them.
 */
export function MenuDetailsStep({
  values,
  savedCostComplete,
}: {
  values: EventFormValues;
  savedCostComplete: boolean;
}) {
  const { control, getValues } = useFormContext<EventFormValues>();
  const lines = useFieldArray({ control, name: 'banquetEventMenuSectionItems', keyName: 'fieldKey' });
  const choices = useQuery(menuChoicesQuery);
  const taken = useMemo(
    () => new Set(values.banquetEventMenuSectionItems.map((l) => l.menuSectionItem.id)),
    [values.banquetEventMenuSectionItems],
  );
  const all = useMemo(() => (choices.data ? flattenChoices(choices.data) : []), [choices.data]);
  const offered = useMemo(() => all.filter((c) => !taken.has(c.id)), [all, taken]);
  const add = (chosen: MenuChoice[]) =>
    lines.replace(
      addInMenuOrder(
        getValues('banquetEventMenuSectionItems'),
        chosen.map((c) => lineOfChoice(c, getValues('guestCount'))),
        all,
      ),
    );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <AvailableMenuItems
          choices={offered}
          anyOffered={all.length > 0}
          status={{ loading: choices.isPending, error: choices.isError ? errorMessage(choices.error) : null }}
          onAdd={add}
        />
        <EventMenuList lines={values.banquetEventMenuSectionItems} onRemove={lines.remove} />
      </Box>
      <Divider />
      <EventFigures values={values} savedCostComplete={savedCostComplete} />
    </Box>
  );
}
