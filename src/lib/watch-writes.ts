/**
 * A fetch that tells `onRefused` of a write to the data API or storage that the service refused
 * (401, 403) or that changed nothing (an update or a delete answering no row): under row-level
 * security that is how the writes of a session that has ended come back, its access token still
 * passing for up to an hour, so the auth store then asks the database whether it has ended
 * (docs/architecture.md#sessions). Reads ask with every load instead (useLoad); the auth service's
 * own requests are not watched. The answer itself goes on to supabase-js untouched.
 */
/** A write that was refused or changed nothing: its method (upper case), URL, and mark. */
export interface RefusedWrite {
  method: string;
  url: string;
  /** Whether the data module that sent it marked it as a save of the owner's input (`ownersSave`). */
  marked: boolean;
}

/**
 * The header by which `ownersSave` marks a request for the watcher, which takes it off again: it
 * never reaches the network.
 */
const ownersSaveHeader = 'x-owners-save';

/**
 * `request`, an RPC that saves what the owner typed (a settings dialog's Save), marked so that its
 * refusal counts as a save (`isOwnersSave`). A data module marks it where it calls it; every RPC
 * of src/lib/data is either marked or declared not to save (tests/unit/owners-saves.test.ts).
 */
export function ownersSave<Request extends { setHeader(name: string, value: string): Request }>(
  request: Request,
): Request {
  return request.setHeader(ownersSaveHeader, '1');
}

/**
 * Whether a refused write was a save of what the owner typed: a write to a table or to storage, or
 * an RPC its data module marked with `ownersSave`. Other RPCs sent as POST are mostly reads that
 * the pages repeat by themselves (the publish status every few seconds).
 */
export function isOwnersSave({ url, marked }: RefusedWrite): boolean {
  return marked || !/\/rest\/v1\/rpc\//.test(url);
}

export function watchWrites(
  base: typeof fetch,
  onRefused: (write: RefusedWrite) => void,
): typeof fetch {
  return async (input, init) => {
    // Only a request given headers can carry the mark: no Headers is built for the others.
    const headers = init?.headers === undefined ? undefined : new Headers(init.headers);
    const marked = headers?.has(ownersSaveHeader) ?? false;
    if (marked) headers?.delete(ownersSaveHeader);
    const response = await base(input, marked ? { ...init, headers } : init);
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (method === 'GET' || method === 'HEAD') return response;
    const url = input instanceof Request ? input.url : String(input);
    if (!/\/(rest|storage)\/v1\//.test(url)) return response;
    const write = { method, url, marked };
    if (response.status === 401 || response.status === 403) onRefused(write);
    else if (response.ok && (method === 'PATCH' || method === 'DELETE')) {
      void response
        .clone()
        .text()
        .then((body) => body.trim() === '[]' && onRefused(write))
        .catch(() => undefined);
    }
    return response;
  };
}
