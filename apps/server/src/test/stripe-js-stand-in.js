/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3), served by the fake Stripe (fake-stripe.ts) at
 * /v3 and loaded by the web from STRIPE_JS_URL in the browser tests. It implements only what Brigade's
 * card form calls: Stripe(key), elements(), create('card'), mount, on('change'), destroy and
 * confirmCardPayment(clientSecret, { payment_method: { card, billing_details: { name } } }), which posts
 * to the fake's /v1/payment_intents/:id/confirm as Stripe.js posts to Stripe. The card field is a
 * plain input labelled "Card number" (the real one is an iframe); card 4000000000000002 is declined.
 */
(() => {
  const origin = new URL(document.currentScript.src).origin;

  function cardElement() {
    const handlers = { change: [], ready: [] };
    let input = null;
    const emit = (name, event) => {
      for (const handler of handlers[name] ?? []) handler(event);
    };
    const element = {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.autocomplete = 'cc-number';
        input.inputMode = 'numeric';
        input.placeholder = '1234 1234 1234 1234';
        input.style.cssText = 'border:0;outline:0;width:100%;font:inherit;background:transparent';
        input.addEventListener('input', () => {
          const value = input.value.replace(/\s/g, '');
          const error = /\D/.test(value) ? { message: 'Your card number is invalid.' } : undefined;
          emit('change', { elementType: 'card', empty: value === '', complete: value.length >= 16, error });
        });
        host.appendChild(input);
        setTimeout(() => emit('ready', element));
      },
      on(name, handler) {
        handlers[name] = [...(handlers[name] ?? []), handler];
        return element;
      },
      off(name, handler) {
        handlers[name] = (handlers[name] ?? []).filter((h) => h !== handler);
        return element;
      },
      focus() {
        input?.focus();
      },
      unmount() {
        input?.remove();
      },
      destroy() {
        input?.remove();
        input = null;
      },
      number() {
        return input ? input.value.replace(/\s/g, '') : '';
      },
    };
    return element;
  }

  window.Stripe = (publishableKey) => ({
    elements() {
      return {
        create(type) {
          if (type !== 'card') throw new Error(`The Stripe.js stand-in has no ${type} element`);
          return cardElement();
        },
      };
    },
    async confirmCardPayment(clientSecret, data) {
      const method = data?.payment_method ?? {};
      const body = new URLSearchParams({
        key: publishableKey,
        client_secret: clientSecret,
        'payment_method[card][number]': method.card?.number?.() ?? '',
        'payment_method[billing_details][name]': method.billing_details?.name ?? '',
      });
      const intentId = clientSecret.split('_secret_')[0];
      const res = await fetch(`${origin}/v1/payment_intents/${intentId}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      const json = await res.json();
      return res.ok ? { paymentIntent: json } : { error: json.error };
    },
  });
})();
