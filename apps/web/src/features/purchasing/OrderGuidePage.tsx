import { formatMoney } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EventsSubpageHeader } from '../../components/EventsSubpageHeader';
import { ErrorList, QueryFrame } from '../../components/QueryFrame';
import { operationKey } from '../../lib/api-client';
import { calendarPathFor } from '../../lib/calendar-address';
import { useActiveKitchen, useCan } from '../../lib/use-can';
import { fetchVendor } from '../vendors/api';
import { orderGuideQuery } from './api';
import { EventsCovered } from './order-guide/EventsCovered';
import { RangePicker } from './order-guide/RangePicker';
import {
  type GuideSelection,
  monthOf,
  readSelection,
  selectionParams,
  selectionText,
} from './order-guide/selection';
import { UnorderablePanel } from './order-guide/UnorderablePanel';
import { VendorOrderCard } from './order-guide/VendorOrderCard';

/**
 * /portal/events/order-guide: what the events of some days (or of ?eventIds=) need,
 * bought by vendor in whole packs — per vendor its lines, total, CSV and printable sheet; the grand
 * total; and apart, what cannot be ordered as it stands. ?vendorId= keeps one vendor.
 */
export function OrderGuidePage() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const selection = useMemo(() => readSelection(new URLSearchParams(search)), [search]);
  // A planner or a cook gets a sentence, not the server's 403 under a date picker.
  const allowed = useCan()('getOrderGuide');
  const { active } = useActiveKitchen();
  const refused = active !== null && !allowed;
  const guide = useQuery({
    ...orderGuideQuery(selection),
    enabled: allowed,
    placeholderData: keepPreviousData,
  });
  const select = (next: GuideSelection) => setParams(selectionParams(next));
  const data = guide.data;
  const vendorId = selection.vendorId;
  const guideVendorName = vendorId !== null ? data?.vendors[0]?.vendor.name : undefined;
  // A vendor with nothing to order in these days is absent from the guide: its name is asked apart.
  const vendor = useQuery({
    queryKey: operationKey('getVendor', { params: { id: vendorId ?? 0 } }),
    queryFn: () => fetchVendor(vendorId ?? 0),
    enabled: allowed && vendorId !== null && data !== undefined && guideVendorName === undefined,
  });
  const vendorName = guideVendorName ?? (vendorId !== null ? vendor.data?.name : undefined);

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 1100 }}>
      <EventsSubpageHeader
        title="Order Guide"
        back={calendarPathFor(selection.range)}
        description={
          selection.eventIds
            ? `What the ${selectionText(selection)} need, by vendor, in whole packs.`
            : `What the events of ${selectionText(selection)} need, by vendor, in whole packs.`
        }
      />

      {refused ? (
        <Alert severity="info">Only the kitchen's chefs and its owner see the order guide.</Alert>
      ) : selection.range ? (
        <RangePicker range={selection.range} onChange={(range) => select({ ...selection, range })} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography>{`For ${selectionText(selection)}.`}</Typography>
          <Button onClick={() => select({ ...selection, eventIds: null, range: monthOf(new Date()) })}>
            Choose days instead
          </Button>
        </Box>
      )}
      {selection.vendorId !== null && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => select({ ...selection, vendorId: null })}>
              Show every vendor
            </Button>
          }
        >
          {vendorName ? `Only ${vendorName}’s order is shown.` : 'Only one vendor’s order is shown.'}
        </Alert>
      )}

      {refused ? null : (
        <QueryFrame query={guide} loading="Working out the order guide" updating="Updating the order guide">
          {(data) => (
            <>
              <Paper
                variant="outlined"
                sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}
              >
                <Box sx={{ flex: '1 1 0', minWidth: 240 }}>
                  <EventsCovered events={data.events} />
                </Box>
                {/* No event, nothing to order: a "$0.00" total under it would only repeat that. */}
                {data.events.length > 0 && (
                  <Box component="section" aria-label="Grand total" sx={{ textAlign: { sm: 'right' } }}>
                    <Typography variant="body2" color="text.secondary">
                      Grand total
                    </Typography>
                    <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                      {formatMoney(data.total)}
                    </Typography>
                  </Box>
                )}
              </Paper>
              <ErrorList
                title="Not counted: these recipe lines could not be worked out"
                errors={data.errors}
              />
              {data.vendors.map((order) => (
                <VendorOrderCard key={order.vendor.id} order={order} selection={selection} />
              ))}
              {data.events.length > 0 && data.vendors.length === 0 && data.unorderable.length === 0 && (
                <Typography color="text.secondary">
                  {selection.vendorId !== null
                    ? 'This vendor has nothing to order for these events.'
                    : 'These events need nothing from the catalogue.'}
                </Typography>
              )}
              <UnorderablePanel lines={data.unorderable} />
            </>
          )}
        </QueryFrame>
      )}
    </Box>
  );
}
