import { countOf } from '@brigade/core';
import Alert from '@mui/material/Alert';
import { localClock } from '../../lib/date-format';

/**
 * Says the tablet is offline and since when, and how many taps wait to be sent; online with taps
 * waiting, that they are being sent.
 */
export function OfflineBanner({
  online,
  since,
  waiting,
}: {
  online: boolean;
  since: number | null;
  waiting: number;
}) {
  const taps = countOf(waiting, 'change');
  if (!online)
    return (
      <Alert
        severity="warning"
        variant="filled"
        role="status"
        sx={{ fontSize: '1.1rem', alignItems: 'center' }}
      >
        Offline since {localClock.format(since ?? Date.now())}. The station keeps working
        {waiting > 0 ? `; ${taps} will be sent when the network is back.` : '.'}
      </Alert>
    );
  if (waiting === 0) return null;
  return (
    <Alert severity="info" role="status" sx={{ fontSize: '1.1rem' }}>
      Sending {taps}…
    </Alert>
  );
}
