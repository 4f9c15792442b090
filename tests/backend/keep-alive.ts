import { Agent, get } from 'node:http';
import type { Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Longer than Node's own idle limit for a keep-alive connection (`keepAliveTimeout`, 5 s, plus
 * its 1 s `keepAliveTimeoutBuffer`): a server left at Node's defaults has closed the connection by
 * then.
 */
export const pastNodesIdleLimit = 6_500;

/**
 * GETs `url` twice, `idleMs` apart, through one keep-alive agent with a single socket, the agent
 * Playwright's request context uses (`new Agent({ keepAlive: true })`, which also drops a socket
 * 1 s before the server's `Keep-Alive: timeout=` says it closes). Says whether the second request
 * went over the first's connection.
 */
export async function secondRequestAfterIdle(
  url: string,
  idleMs: number,
): Promise<{ sameSocket: boolean; statuses: number[]; keepAlive: string | undefined }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await getThrough(agent, url);
    await sleep(idleMs);
    const second = await getThrough(agent, url);
    return {
      sameSocket: first.socket === second.socket,
      statuses: [first.status, second.status],
      keepAlive: first.keepAlive,
    };
  } finally {
    agent.destroy();
  }
}

function getThrough(
  agent: Agent,
  url: string,
): Promise<{ socket: Socket; status: number; keepAlive: string | undefined }> {
  return new Promise((resolve, reject) => {
    let socket: Socket | undefined;
    const req = get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          socket: socket as Socket,
          status: res.statusCode ?? 0,
          keepAlive: res.headers['keep-alive']?.toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('socket', (s) => (socket = s));
    req.on('error', reject);
  });
}
