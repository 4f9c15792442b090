/**
 * A fetch that tells `onRefused` of a write to the data API or storage that the service refused
 * (401, 403) or that changed nothing (an update or a delete answering no row): under row-level
 * security that is how the writes of a session that has ended come back, its access token still
 * passing for up to an hour, so the auth store then asks the database whether it has ended
 * (docs/architecture.md#sessions). Reads ask with every load instead (useLoad); the auth service's
 * own requests are not watched. The answer itself goes on to supabase-js untouched.
 */
/** A write that was refused or changed nothing: its method (upper case) and URL. */
export interface RefusedWrite {
  method: string;
  url: string;
}

/**
 * Whether a refused write was a save of what the owner typed: a write to a table or to storage, or
 * one of the RPCs that save a settings dialog. Other RPCs sent as POST are mostly reads that the
 * pages repeat by themselves (the publish status every few seconds).
 */
export function isOwnersSave({ url }: RefusedWrite): boolean {
  const rpc = /\/rest\/v1\/rpc\/(\w+)/.exec(url)?.[1];
  return rpc === undefined || rpc === 'save_site_settings' || rpc === 'set_publish_settings';
}

export function watchWrites(
  base: typeof fetch,
  onRefused: (write: RefusedWrite) => void,
): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (method === 'GET' || method === 'HEAD') return response;
    const url = input instanceof Request ? input.url : String(input);
    if (!/\/(rest|storage)\/v1\//.test(url)) return response;
    if (response.status === 401 || response.status === 403) onRefused({ method, url });
    else if (response.ok && (method === 'PATCH' || method === 'DELETE')) {
      void response
        .clone()
        .text()
        .then((body) => body.trim() === '[]' && onRefused({ method, url }))
        .catch(() => undefined);
    }
    return response;
  };
}
