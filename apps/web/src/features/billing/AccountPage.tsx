import { monthlyPriceLabel, type TSubscriptionState } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSnackbar } from '../../components/snackbar';
import { focusTargetProps, useFocusAfter } from '../../components/use-focus-after';
import { errorMessage } from '../../lib/api';
import { useActiveKitchen, useCan } from '../../lib/use-can';
import { billingKeys, updateSubscription, useStripeConfig, useSubscriptionState } from './api';
import { daysLeftLabel, longDate, statusLabel } from './subscription-labels';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * /account (spec 2: where a succeeded payment lands): the plan, its status, the trial's days left or the
 * next payment date, and cancelling at the end of the paid period (or taking that back).
 */
export function AccountPage() {
  const state = useSubscriptionState();
  const config = useStripeConfig();
  const owner = useCan()('updateSubscription');
  const { role } = useActiveKitchen();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  // Cancelling is asked first (it ends the paid plan); taking it back is not.
  const [askingCancel, setAskingCancel] = useState(false);
  // The button pressed is replaced by its opposite: focus goes to the card's title, not the page's top.
  const title = useFocusAfter<HTMLHeadingElement>(askingCancel);
  const change = useMutation({
    mutationFn: (cancelAtPeriodEnd: boolean) => updateSubscription({ cancelAtPeriodEnd }),
    onSuccess: (next: TSubscriptionState) => {
      queryClient.setQueryData(billingKeys.subscription, next);
      title.request();
      const end = next.subscription?.currentPeriodEnd;
      snackbar.success(
        next.subscription?.cancelAtPeriodEnd
          ? `Your subscription will end on ${end ? longDate(end) : 'the end of the period'}`
          : 'Your subscription will continue',
      );
    },
  });
  // A refused cancel shows in its dialog; a refused take-back in the snackbar.
  const keep = () => change.mutate(false, { onError: (error) => snackbar.error(errorMessage(error)) });
  const periodEnd = state.data?.subscription?.currentPeriodEnd;

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Account
      </Typography>
      {state.isPending || role === null ? (
        <CircularProgress aria-label="Loading your plan" />
      ) : state.isError ? (
        <Alert severity="error">{errorMessage(state.error)}</Alert>
      ) : !owner ? (
        // Billing is per kitchen: the owner pays, members do not.
        <Alert severity="info">The kitchen's plan is its owner's: members do not pay.</Alert>
      ) : !state.data.billingEnabled ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Subscription
            </Typography>
            <Typography>Billing is off on this server: your kitchen is free to use.</Typography>
          </CardContent>
        </Card>
      ) : (
        <PlanCard
          state={state.data}
          price={config.data?.prices[0]}
          busy={change.isPending}
          titleRef={title.ref}
          onChange={(cancel) => (cancel ? setAskingCancel(true) : keep())}
        />
      )}
      {askingCancel && (
        <ConfirmDialog
          title="Cancel your subscription at the end of the period?"
          message={`Your kitchen stays as it is until ${periodEnd ? longDate(periodEnd) : 'the end of the paid period'} and you will not be charged again. After that it becomes read-only; nothing is deleted, and you can subscribe again.`}
          confirmLabel="Cancel at period end"
          cancelLabel="Keep my subscription"
          destructive
          onConfirm={() => change.mutateAsync(true)}
          onClose={() => setAskingCancel(false)}
        />
      )}
    </Box>
  );
}

function PlanCard({
  state,
  price,
  busy,
  titleRef,
  onChange,
}: {
  state: TSubscriptionState;
  price: { unit_amount: number; currency: string } | undefined;
  busy: boolean;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onChange: (cancelAtPeriodEnd: boolean) => void;
}) {
  const sub = state.subscription;
  const subscribed = state.access === 'subscribed' && sub !== null;
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" ref={titleRef} {...focusTargetProps} sx={{ mb: 1 }}>
          Subscription
        </Typography>
        {state.access === 'read-only' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {state.readOnlyMessage}
          </Alert>
        )}
        <Box component="dl" sx={{ m: 0, mb: 2 }}>
          <Fact term="Plan">
            Brigade monthly plan{price ? `, ${monthlyPriceLabel(price.unit_amount, price.currency)}` : ''}
          </Fact>
          <Fact term="Status">{statusLabel(state)}</Fact>
          {state.access === 'trial' && state.trialEndsAt && state.trialDaysLeft !== null && (
            <Fact term="Free trial">
              {daysLeftLabel(state.trialDaysLeft)} (ends {longDate(state.trialEndsAt)})
            </Fact>
          )}
          {subscribed && sub.currentPeriodEnd && (
            <Fact term={sub.cancelAtPeriodEnd ? 'Ends on' : 'Next payment'}>
              {longDate(sub.currentPeriodEnd)}
            </Fact>
          )}
        </Box>
        {subscribed && sub.cancelAtPeriodEnd && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            You will not be charged again. After that date your kitchen becomes read-only; nothing is deleted.
          </Typography>
        )}
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          {!subscribed && (
            <Button variant="contained" component={RouterLink} to="/products">
              Subscribe
            </Button>
          )}
          {subscribed && !sub.cancelAtPeriodEnd && (
            <Button variant="outlined" color="error" disabled={busy} onClick={() => onChange(true)}>
              Cancel at period end
            </Button>
          )}
          {subscribed && sub.cancelAtPeriodEnd && (
            <Button variant="contained" disabled={busy} onClick={() => onChange(false)}>
              Keep my subscription
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
