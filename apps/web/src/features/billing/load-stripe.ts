// Types only: @stripe/stripe-js also declares `window.Stripe`. None of its code is bundled.
import type { StripeConstructor } from '@stripe/stripe-js';

const loading = new Map<string, Promise<StripeConstructor>>();

/**
 * Loads Stripe.js from `url` (STRIPE_JS_URL, read from /api/stripe-config: Stripe's own in production,
 * a local stand-in in the browser tests) with a script tag, once per page. Only the card form loads it,
 * so no other screen downloads or runs Stripe's code.
 */
export function loadStripeJs(url: string): Promise<StripeConstructor> {
  let promise = loading.get(url);
  if (!promise) {
    promise = new Promise<StripeConstructor>((resolve, reject) => {
      if (window.Stripe) {
        resolve(window.Stripe);
        return;
      }
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () =>
        window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js loaded without Stripe()'));
      script.onerror = () => reject(new Error('The card form could not be loaded. Please try again.'));
      document.head.appendChild(script);
    });
    // A failed load may be retried (a network blip), so it is not cached.
    promise.catch(() => loading.delete(url));
    loading.set(url, promise);
  }
  return promise;
}
