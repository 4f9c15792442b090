/** One data API request as the server core hands it over, with the `/rest/v1/` prefix removed. */
export type RestRequest = {
  method: string;
  /** Path after `/rest/v1/`, e.g. `hero_content` or `rpc/publish_now`. */
  path: string;
  search: URLSearchParams;
  /** Header names are lower-cased. */
  headers: Record<string, string | undefined>;
  body: Buffer;
};
