import { monthlyPriceLabel } from '@brigade/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { billingKeys, useStripeConfig } from './api';
import { loadStripeJs } from './load-stripe';
import { PlanLayout } from './PlanLayout';
import type { SubscribeState } from './ProductsPage';

export const NAME_REQUIRED = 'Please enter the name on the card';
const NOT_CHARGED = 'Your card was not charged. Please try again.';

/**
 * /subscribe (spec 2, "Payment screens"): the card form with the billing name, Back and Pay. Pay
 * confirms the subscription's first payment with Stripe using the client secret from Next and the
 * billing name (spec 7); Stripe's own message shows under the form when it refuses (spec 8), and a
 * succeeded payment goes to /account (spec 4). The card number never touches Brigade: Stripe.js
 * collects it in its own element.
 */
export function SubscribePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = (location.state as SubscribeState | null) ?? null;
  const config = useStripeConfig();
  const cardHost = useRef<HTMLDivElement>(null);
  const [payment, setPayment] = useState<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [providerMessage, setProviderMessage] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const errorId = useId();

  const jsUrl = config.data?.stripeJsUrl;
  const publishableKey = config.data?.publishableKey;
  useEffect(() => {
    const host = cardHost.current;
    if (!jsUrl || !publishableKey || !host) return;
    let card: StripeCardElement | undefined;
    let cancelled = false;
    loadStripeJs(jsUrl)
      .then((StripeJs) => {
        if (cancelled) return;
        const stripe = StripeJs(publishableKey);
        card = stripe.elements().create('card', {
          hidePostalCode: true,
          style: { base: { fontSize: '16px', fontFamily: 'Roboto, Helvetica, Arial, sans-serif' } },
        });
        card.mount(host);
        card.on('change', (event) => setProviderMessage(event.error?.message ?? null));
        setPayment({ stripe, card });
      })
      .catch((err: unknown) => setProviderMessage(errorMessage(err)));
    return () => {
      cancelled = true;
      card?.destroy();
    };
  }, [jsUrl, publishableKey]);

  const shownMessage = providerMessage ?? (config.isError ? errorMessage(config.error) : null);

  if (!pending) {
    return (
      <PlanLayout title="Payment">
        <Typography sx={{ mb: 3 }}>Choose your plan first.</Typography>
        <Button variant="contained" component={RouterLink} to="/products">
          See the plan
        </Button>
      </PlanLayout>
    );
  }

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(NAME_REQUIRED);
      return;
    }
    if (!payment) return;
    setPaying(true);
    setProviderMessage(null);
    try {
      const result = await payment.stripe.confirmCardPayment(pending.clientSecret, {
        payment_method: { card: payment.card, billing_details: { name: name.trim() } },
      });
      if (result.error) {
        setProviderMessage(result.error.message ?? NOT_CHARGED);
      } else if (result.paymentIntent?.status === 'succeeded') {
        await queryClient.invalidateQueries({ queryKey: billingKeys.subscription });
        navigate('/account', { replace: true });
        return;
      } else {
        setProviderMessage(NOT_CHARGED);
      }
    } catch (err) {
      setProviderMessage(errorMessage(err));
    }
    setPaying(false);
  };

  return (
    <PlanLayout title="Payment">
      <Typography sx={{ mb: 3 }}>
        Brigade monthly plan:{' '}
        <strong>{monthlyPriceLabel(pending.price.unit_amount, pending.price.currency)}</strong>
      </Typography>
      <Box component="form" noValidate onSubmit={pay} aria-describedby={shownMessage ? errorId : undefined}>
        <Stack sx={{ gap: 2.5 }}>
          <TextField
            label="Name on card"
            autoComplete="cc-name"
            value={name}
            required
            onChange={(e) => {
              setName(e.target.value);
              if (nameError) setNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError}
            fullWidth
          />
          <Box>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block', mb: 0.75 }}
            >
              Card
            </Typography>
            <Box
              ref={cardHost}
              data-testid="card-element"
              sx={{
                border: 1,
                borderColor: 'grey.400',
                borderRadius: 1,
                px: 1.75,
                py: 2,
                minHeight: 56,
                '&:focus-within': {
                  borderColor: 'primary.main',
                  outline: '1px solid',
                  outlineColor: 'primary.main',
                },
              }}
            />
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Button variant="outlined" onClick={() => navigate('/products')} disabled={paying}>
              Back
            </Button>
            <Button type="submit" variant="contained" disabled={paying || !payment}>
              Pay
            </Button>
          </Stack>
          {shownMessage && (
            <Alert severity="error" id={errorId} role="alert">
              {shownMessage}
            </Alert>
          )}
        </Stack>
      </Box>
    </PlanLayout>
  );
}
