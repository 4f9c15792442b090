/**
 * The W3C Nu HTML checker (vnu.jar from the `vnu-jar` package, run on the machine's Java 11 or
 * later) over files of HTML, and which of its messages are errors in the site's HTML.
 *
 * vnu-jar is pinned to 25.11.25, the last release that installs without a script: later ones
 * download a Java runtime at install time when none is found, which the project never does.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/** The checker's jar inside the vnu-jar package. */
const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One message of the checker, as its JSON output gives it. */
export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Runs the checker once over `files` (paths of HTML documents) and returns all its messages. */
export async function checkHtml(files: string[]): Promise<NuMessage[]> {
  const { stderr } = await promisify(execFile)(
    'java',
    ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
}

/**
 * Messages about things the site's HTML gets right that this checker does not know: Tailwind's
 * modern CSS at-rules in the inlined stylesheet (its CSS parser predates them), and the HTML
 * standard's `name` on <details> (an exclusive accordion: the FAQ), which later checker releases
 * accept.
 */
const knownGaps = [
  /^CSS: Unrecognized at-rule “@(property|layer)”/,
  /^Attribute “name” not allowed on element “details” at this point\.$/,
];

/** The errors among `messages`: the checker's errors and fatal errors, but for its known gaps. */
export function htmlErrors(messages: NuMessage[]): NuMessage[] {
  return messages.filter(
    (message) =>
      (message.type === 'error' || message.type === 'non-document-error') &&
      !knownGaps.some((gap) => gap.test(message.message)),
  );
}
