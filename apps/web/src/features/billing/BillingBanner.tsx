import { readOnlyHeadline } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCan } from '../../lib/use-can';
import { useSubscriptionState } from './api';
import { daysLeftLabel } from './subscription-labels';

/** Days of trial left from which the portal reminds the cook that the trial is ending. */
export const TRIAL_REMINDER_DAYS = 3;

/**
 * Under the top bar of every signed-in screen: a read-only kitchen is told why its saves are refused
 * and where to subscribe; a trial about to end says so. Nothing with billing off. The plan
 * is the owner's: other members are told why saves fail, but not sent to pay.
 */
export function BillingBanner() {
  const { data } = useSubscriptionState();
  const owner = useCan()('updateSubscription');
  if (!data) return null;
  const action = owner ? (
    <Button color="inherit" size="small" component={RouterLink} to="/products" sx={{ whiteSpace: 'nowrap' }}>
      See the plan
    </Button>
  ) : undefined;
  if (data.access === 'read-only') {
    return (
      <Alert severity="warning" square action={action} sx={{ borderBottom: 1, borderColor: 'warning.light' }}>
        {readOnlyHeadline(data.subscription?.status ?? null)} Nothing is deleted.
      </Alert>
    );
  }
  if (
    owner &&
    data.access === 'trial' &&
    data.trialDaysLeft !== null &&
    data.trialDaysLeft <= TRIAL_REMINDER_DAYS
  ) {
    return (
      <Alert severity="info" square action={action}>
        Your free trial ends soon: {daysLeftLabel(data.trialDaysLeft)}.
      </Alert>
    );
  }
  return null;
}
