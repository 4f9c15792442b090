import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A refused save of the owner's input opens the sign-in dialog again while there is unsaved work
 * (docs/architecture.md#sessions): a write to a table or storage counts, and an RPC counts only
 * when the data module that calls it marks it with `ownersSave` (src/lib/watch-writes.ts). So every
 * RPC the site calls is either marked where it is called or declared here not to save what the
 * owner typed: a new RPC that is neither fails this test.
 */
const notOwnersSaves: Record<string, string> = {
  build_hook_failure: 'a read',
  publish_now: 'a button, no input to keep',
  entry_history: 'a read',
  table_history: 'a read',
  recently_deleted: 'a read',
  restore_deleted: 'a button of Recently deleted, no input to keep',
  list_admins: 'a read',
  add_admin: "the Admins page's own form, which says a refusal itself",
  remove_admin: 'a button, no input to keep',
  recent_activity: 'a read',
  publish_schedule: 'a read, repeated by the publish status',
  booking_hook_failure: 'a read',
  count_turned_away_booking_requests: 'a read',
  purge_booking_requests: 'a button, no input to keep',
  count_overdue_booking_requests: 'a read',
  require_photos_in_library: 'a check before a save, which then writes nothing',
  session_access: 'a read (GET)',
  seed_content: 'the /seed page, outside the admin',
};

const root = fileURLToPath(new URL('../..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface RpcCall {
  name: string;
  where: string;
  marked: boolean;
}

/** Whether the `.rpc(…)` call `node` is inside an `ownersSave(…)` of the same expression. */
function isMarked(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isCallExpression(parent)) {
      if (ts.isIdentifier(parent.expression) && parent.expression.text === 'ownersSave')
        return true;
      if (parent.expression !== child && !parent.arguments.includes(child as ts.Expression))
        return false;
    } else if (!ts.isPropertyAccessExpression(parent) && !ts.isParenthesizedExpression(parent)) {
      return false;
    }
  }
  return false;
}

/** Every `.rpc('name', …)` call in the site's source. */
function rpcCalls(): RpcCall[] {
  return sourceFiles(join(root, 'src')).flatMap((path) => {
    const file = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const calls: RpcCall[] = [];
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'rpc'
      ) {
        const [first] = node.arguments;
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        calls.push({
          name: first && ts.isStringLiteralLike(first) ? first.text : '(not a literal)',
          where: `${relative(root, path)}:${line + 1}`,
          marked: isMarked(node),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return calls;
  });
}

describe("the RPCs that save the owner's input", () => {
  const calls = rpcCalls();

  it('are marked where they are called, and every other RPC is declared not to save', () => {
    const undeclared = calls
      .filter(({ name, marked }) => !marked && !(name in notOwnersSaves))
      .map(({ name, where }) => `${where} ${name}: mark it with ownersSave, or declare it here`);
    expect(undeclared).toEqual([]);
    const both = calls
      .filter(({ name, marked }) => marked && name in notOwnersSaves)
      .map(({ name, where }) => `${where} ${name}: marked, yet declared not to save`);
    expect(both).toEqual([]);
  });

  it('finds every call, marked and not, and declares none that is not called', () => {
    const marked = calls.filter((call) => call.marked).map((call) => call.name);
    expect(marked).toEqual(expect.arrayContaining(['save_site_settings', 'set_publish_settings']));
    const called = new Set(calls.map((call) => call.name));
    expect(Object.keys(notOwnersSaves).filter((name) => !called.has(name))).toEqual([]);
  });
});
