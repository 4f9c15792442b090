/**
 * A fetch that tells `onRefused` of a write to the data API or storage that the service refused
 * (401, 403) or that changed nothing (an update or a delete answering no row): under row-level
 * security that is how the writes of a session that has ended come back, its access token still
 * passing for up to an hour, so the auth store then asks the database whether it has ended
 * (docs/architecture.md#sessions). Reads ask with every load instead (useLoad); the auth service's
 * own requests are not watched. The answer itself goes on to supabase-js untouched.
 */
export function watchWrites(base: typeof fetch, onRefused: () => void): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (method === 'GET' || method === 'HEAD') return response;
    const url = input instanceof Request ? input.url : String(input);
    if (!/\/(rest|storage)\/v1\//.test(url)) return response;
    if (response.status === 401 || response.status === 403) onRefused();
    else if (response.ok && (method === 'PATCH' || method === 'DELETE')) {
      void response
        .clone()
        .text()
        .then((body) => body.trim() === '[]' && onRefused())
        .catch(() => undefined);
    }
    return response;
  };
}
