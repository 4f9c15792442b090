/** Placeholder until the publish status lands: the header already renders it in its place. */
export function PublishStatus() {
  return null;
}
