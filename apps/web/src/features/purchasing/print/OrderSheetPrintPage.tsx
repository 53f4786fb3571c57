import { countOf, formatMoney } from '@brigade/core';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { orderGuideQuery } from '../api';
import { neededText } from '../order-guide/quantities';
import { ORDER_GUIDE_PATH, readSelection, selectionParams, selectionText } from '../order-guide/selection';
import { OrderLinesTable } from '../order-guide/VendorOrderCard';
import './order-sheet.css';
import { mediumDateTime } from '../../../lib/date-format';

/**
 * /portal/events/order-guide/print?vendorId=…&from=…&to=… (or &eventIds=…): one vendor's order as a
 * sheet to print or fax — the vendor, the days or events, each line in whole packs, the total, and
 * what could not be ordered from it as it stands.
 */
export function OrderSheetPrintPage() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [params] = useSearchParams();
  const search = params.toString();
  const selection = useMemo(() => readSelection(new URLSearchParams(search)), [search]);
  const titleId = useId();
  const guide = useQuery({ ...orderGuideQuery(selection), enabled: selection.vendorId !== null });
  const back = `${ORDER_GUIDE_PATH}?${selectionParams({ ...selection, vendorId: null })}`;

  if (selection.vendorId === null) return <Alert severity="error">Choose a vendor to print its order.</Alert>;
  if (guide.isError) return <Alert severity="error">{errorMessage(guide.error)}</Alert>;
  if (!guide.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading the order" />
      </Box>
    );

  const order = guide.data.vendors[0];
  const unorderable = guide.data.unorderable;
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', display: 'grid', gap: 2 }}>
      <Box className="order-sheet-toolbar" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={back}>
          Back to the order guide
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!order}>
          Print
        </Button>
      </Box>
      {!order ? (
        <Alert severity="info">This vendor has nothing to order for {selectionText(selection)}.</Alert>
      ) : (
        <Paper
          component="article"
          aria-labelledby={titleId}
          variant="outlined"
          className="order-sheet-paper order-sheet"
          sx={{ p: { xs: 2, sm: 4 }, display: 'grid', gap: 2 }}
        >
          <Box component="header">
            <Typography id={titleId} variant="h4" component="h1" sx={{ fontWeight: 700 }}>
              {order.vendor.name}
            </Typography>
            <Typography>{`Order for ${selectionText(selection)}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${countOf(guide.data.events.length, 'event')}: ${guide.data.events
                .map((e) => e.title)
                .join(', ')} · printed ${mediumDateTime.format(new Date())}`}
            </Typography>
          </Box>
          {/* On a phone the six columns ran off the side: packs to order and their cost out of sight. */}
          <OrderLinesTable order={order} compact={phone} />
          <Typography variant="h6" component="p" sx={{ justifySelf: 'end', fontWeight: 700 }}>
            {`Total ${formatMoney(order.total)}`}
          </Typography>
        </Paper>
      )}
      {unorderable.length > 0 && (
        <Alert severity="warning" className="order-sheet">
          Not on this order (cannot be ordered as is):{' '}
          {unorderable.map((u) => `${u.name} (${neededText(u.quantity, u.units)}): ${u.message}`).join('; ')}
        </Alert>
      )}
    </Box>
  );
}
