/**
 * The part of Google Identity Services (https://accounts.google.com/gsi/client) Brigade uses: render
 * Google's own "Sign in with Google" button, and receive the ID token it returns. The script is loaded
 * from the server's GOOGLE_GSI_URL, only on the pages that show the button, and only when Google
 * sign-in is configured; nothing of it is in the app's own bundle.
 */

export type GsiCredentialResponse = { credential: string; select_by?: string };

export type GsiButtonOptions = {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  /** Pixels, up to 400. */
  width?: number;
};

export type GoogleAccountsId = {
  initialize(config: {
    client_id: string;
    callback: (response: GsiCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GsiButtonOptions): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const loads = new Map<string, Promise<GoogleAccountsId>>();

/** Loads the script once per URL; a failure may be retried (the next call loads it again). */
export function loadGoogleIdentityServices(src: string): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  let load = loads.get(src);
  if (!load) {
    load = new Promise<GoogleAccountsId>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const id = window.google?.accounts?.id;
        if (id) resolve(id);
        else reject(new Error(`${src} did not provide google.accounts.id`));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error(`${src} did not load`));
      };
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      loads.delete(src);
      throw error;
    });
    loads.set(src, load);
  }
  return load;
}
