/**
 * Stands in for @supabase/realtime-js in the browser build (astro.config.mjs aliases it here). The
 * product uses no realtime (nothing subscribes, and the local backend serves none), yet supabase-js
 * makes a RealtimeClient in every createClient: about 16 KB gzip on each owner's page, a tenth of
 * the admin's first-view bar (docs/architecture.md#bars). supabase-js hands it every new access
 * token. Why: docs/decisions.md#realtime-stand-in.
 */

const notBundled =
  'Realtime is not in the browser build: remove the @supabase/realtime-js alias in astro.config.mjs to use it.';

/** The part of realtime-js's client that supabase-js calls; channels say why they are missing. */
export class RealtimeClient {
  /** Called by supabase-js on every sign-in, token refresh and sign-out: nothing to authorise. */
  setAuth(): Promise<void> {
    return Promise.resolve();
  }

  /** `supabase.channel()`: fails loudly instead of never delivering a message. */
  channel(): never {
    throw new Error(notBundled);
  }

  /** `supabase.getChannels()`: there are none. */
  getChannels(): [] {
    return [];
  }

  /** `supabase.removeChannel()`: nothing to remove. */
  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }

  /** `supabase.removeAllChannels()`: nothing to remove. */
  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
}
