/**
 * Admin tabs of one browser tell each other about saves and publishes, so a tab that is live and
 * idle (not polling) still notices a change made in another tab.
 */

/** What happened in another tab. */
export type PublishMessage = 'saved' | 'published';

const CHANNEL = 'publish-status';
let listening: BroadcastChannel | undefined;

/** Tells the other admin tabs; the listening channel never hears its own messages. */
export function tellOtherTabs(message: PublishMessage): void {
  if (typeof BroadcastChannel !== 'function') return;
  if (listening) listening.postMessage(message);
  else {
    const once = new BroadcastChannel(CHANNEL);
    once.postMessage(message);
    once.close();
  }
}

/** Calls `heard` for every message from another tab until the returned function is called. */
export function listenToOtherTabs(heard: (message: PublishMessage) => void): () => void {
  if (typeof BroadcastChannel !== 'function') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<PublishMessage>) => heard(event.data);
  listening = channel;
  return () => {
    channel.close();
    if (listening === channel) listening = undefined;
  };
}
