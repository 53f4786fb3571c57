import {
  ALLERGENS,
  countOf,
  DEFAULT_GUARANTEE_DAYS_BEFORE,
  EVENT_STATUS_LABELS,
  EVENT_STATUSES,
} from '@brigade/core';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/FormTextField';
import { kitchenSettingsQuery } from '../../../lib/kitchen-settings';
import { roomsQuery } from '../api';
import { dayText } from '../beo/event-format';
import { type EventFormValues, newKey } from '../event-form';

const money = { htmlInput: { min: 0, step: 0.01 } } as const;
const count = { htmlInput: { min: 0, step: 1 } } as const;

/**
 * What a banquet event order carries beyond the spec: the guaranteed count, the client's
 * contact, the price per guest the food cost is measured against, notes, and dietary counts — a count
 * naming an allergen flags the menu items that contain it.
 */
export function BeoFields() {
  const { control } = useFormContext<EventFormValues>();
  const diets = useFieldArray({ control, name: 'dietaryCounts', keyName: 'fieldKey' });
  const status = useWatch({ control, name: 'status' });
  const rooms = useQuery(roomsQuery).data ?? [];
  const dueDate = useWatch({ control, name: 'guaranteeDueDate' });
  // Left empty, the guarantee is due the kitchen's number of days before the event (its settings).
  const daysBefore =
    useQuery(kitchenSettingsQuery).data?.guaranteeDaysBefore ?? DEFAULT_GUARANTEE_DAYS_BEFORE;
  return (
    <Box component="section" aria-labelledby="beo-fields-title" sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Typography id="beo-fields-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Banquet event order
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <FormTextField control={control} name="status" label="Status" select>
          {EVENT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {EVENT_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={control}
          name="room"
          label="Room"
          select
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <em>No room</em>
          </MenuItem>
          {rooms.map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.capacity === null ? r.name : `${r.name} (${r.capacity})`}
            </MenuItem>
          ))}
        </FormTextField>
        {status === 'CANCELLED' && (
          <FormTextField
            control={control}
            name="cancelReason"
            label="Cancel Reason"
            sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}
          />
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <FormTextField
          control={control}
          name="guaranteeDueDate"
          label="Guarantee Due"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={
            dueDate ? dayText(dueDate) : `${countOf(daysBefore, 'day')} before the event unless set`
          }
        />
        <FormTextField
          control={control}
          name="guaranteedCount"
          label="Guaranteed Count"
          type="number"
          slotProps={count}
        />
        <FormTextField
          control={control}
          name="pricePerGuest"
          label="Price per Guest"
          type="number"
          slotProps={money}
        />
        <FormTextField control={control} name="clientName" label="Client Name" />
        <FormTextField control={control} name="clientPhone" label="Client Phone" type="tel" />
      </Box>
      <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} fullWidth />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          Dietary counts
        </Typography>
        <Box
          component="ul"
          aria-label="Dietary counts"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {diets.fields.map((diet, i) => (
            <Box
              component="li"
              key={diet.fieldKey}
              aria-label={`Dietary count ${i + 1}`}
              sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: '1fr 90px auto', sm: '1fr 110px 180px auto' },
                alignItems: 'start',
              }}
            >
              <FormTextField
                control={control}
                name={`dietaryCounts.${i}.label`}
                label="Dietary need"
                size="small"
              />
              <FormTextField
                control={control}
                name={`dietaryCounts.${i}.count`}
                label="Guests"
                type="number"
                size="small"
                slotProps={count}
              />
              <FormTextField
                control={control}
                name={`dietaryCounts.${i}.allergen`}
                label="Allergen"
                select
                size="small"
                // "None" shows as a choice, not as an empty box under the label.
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
              >
                <MenuItem value="">
                  <em>None</em>
                </MenuItem>
                {ALLERGENS.map((a) => (
                  <MenuItem key={a.value} value={a.value}>
                    {a.label}
                  </MenuItem>
                ))}
              </FormTextField>
              <IconButton aria-label={`Remove dietary count ${i + 1}`} onClick={() => diets.remove(i)}>
                <DeleteOutline />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => diets.append({ key: newKey('diet'), label: '', count: '', allergen: '' })}
          >
            Add Dietary Count
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
