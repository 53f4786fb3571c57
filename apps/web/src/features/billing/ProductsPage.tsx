import { monthlyPriceLabel, type TPrice } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { getToken } from '../../lib/session';
import { createSubscription, useStripeConfig, useSubscriptionState } from './api';
import { PlanLayout } from './PlanLayout';

/** What /subscribe receives from Next (kept in the history entry, so a reload keeps it). */
export type SubscribeState = { subscriptionId: string; clientSecret: string; price: TPrice };

/**
 * /products (spec 2, "Payment screens"): the one monthly plan at unit_amount ÷ 100 per month (spec 9)
 * and Next, which creates the subscription (spec 7) and opens the card form. With billing off it says
 * that every kitchen is free to use.
 */
export function ProductsPage() {
  const navigate = useNavigate();
  const signedIn = getToken() !== null;
  const config = useStripeConfig();
  const state = useSubscriptionState();
  const next = useMutation({
    mutationFn: (price: TPrice) => createSubscription(price.id).then((created) => ({ ...created, price })),
    onSuccess: (created: SubscribeState) => navigate('/subscribe', { state: created }),
  });

  if (config.isPending) {
    return (
      <PlanLayout title="Plan">
        <CircularProgress aria-label="Loading the plan" />
      </PlanLayout>
    );
  }
  if (config.isError) {
    return (
      <PlanLayout title="Plan">
        <Alert severity="error">{errorMessage(config.error)}</Alert>
      </PlanLayout>
    );
  }
  if (!config.data.billingEnabled || config.data.prices.length === 0) {
    return (
      <PlanLayout title="Plan">
        <Typography sx={{ mb: 3 }}>
          Billing is off on this server: every kitchen is free to use, with no trial and no time limit.
        </Typography>
        <Button variant="contained" component={RouterLink} to={signedIn ? '/home' : '/'}>
          {signedIn ? 'Go to your kitchen' : 'Sign in'}
        </Button>
      </PlanLayout>
    );
  }

  const price = config.data.prices[0];
  const subscribed = state.data?.access === 'subscribed';
  return (
    <PlanLayout title="Plan">
      <Box sx={{ border: 2, borderColor: 'primary.main', borderRadius: 2, p: 2.5, mb: 3 }}>
        <Typography variant="overline" color="text.secondary">
          Brigade monthly plan
        </Typography>
        {/* A little smaller on a phone, so "$19.99 / month" stays on one line. */}
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, my: 0.5, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          data-testid="plan-price"
        >
          {monthlyPriceLabel(price.unit_amount, price.currency)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Vendors, ingredients, recipes, menus, events and prep lists for your whole kitchen. Paid by card,
          cancel any time: your kitchen is never deleted.
        </Typography>
      </Box>
      {config.data.trialDays > 0 && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          New kitchens start with a {config.data.trialDays}-day free trial, no credit card required.
        </Typography>
      )}
      {state.data?.access === 'read-only' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {state.data.readOnlyMessage}
        </Alert>
      )}
      {!signedIn ? (
        <Typography>
          <Link component={RouterLink} to="/">
            Sign in
          </Link>{' '}
          or{' '}
          <Link component={RouterLink} to="/sign-up">
            sign up
          </Link>{' '}
          to subscribe.
        </Typography>
      ) : subscribed ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography>Your kitchen is subscribed.</Typography>
          <Button variant="outlined" component={RouterLink} to="/account">
            Your account
          </Button>
        </Stack>
      ) : (
        <Stack sx={{ gap: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              size="large"
              disabled={next.isPending}
              onClick={() => next.mutate(price)}
            >
              Next
            </Button>
          </Box>
          {next.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(next.error)}
            </Alert>
          )}
        </Stack>
      )}
    </PlanLayout>
  );
}
