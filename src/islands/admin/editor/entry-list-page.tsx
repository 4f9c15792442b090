import { PlusIcon } from '@heroicons/react/24/outline';
import { use, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { Entry, EntryRow } from '../../../lib/data/entries.ts';
import type { AdminRoute } from '../../../stores/router.ts';
import { adminPages } from '../admin-nav.ts';
import { useFocusAfterRemoval } from '../focus-after-removal.ts';
import { PageHeader } from '../shell/page-header.tsx';
import type { LoadState } from '../use-load.ts';
import { EntryCard, type EntryActions, type EntryCardSpec } from './entry-card.tsx';
import { EntryDialog, type EntryDialogProps } from './entry-dialog.tsx';
import type { EntryFormConfig } from './entry-form.ts';
import { ListStatus } from './list-status.tsx';
import { RecentlyDeleted } from './recently-deleted.tsx';
import { useEntries } from './use-entries.ts';
import { pageDescriptions } from '../page-descriptions.ts';
import { useStore } from '@nanostores/react';
import { $adminLanguage } from '../../../i18n/admin/language.ts';
import { loadMessages, useMessages, type Translate } from '../../../i18n/admin/messages.ts';
import type { Namespace, NamespaceKey } from '../../../i18n/admin/namespaces.ts';
import { nounForms } from './entry-messages.ts';

/** A list action an editor may offer besides editing. */
export type ListAction = 'add' | 'move' | 'delete';

/** What a custom list layout gets: the entries, their actions, and the parts it places. */
export interface EntryListView<Row extends EntryRow> {
  entries: Entry<Row>[];
  state: LoadState<Entry<Row>[]>;
  busy: boolean;
  /** The actions of the entry at `index` (edit, and move / delete where offered). */
  actionsOf: (entry: Entry<Row>, index: number) => EntryActions;
  /** The Add button, or null where adding is not offered. */
  add: ReactNode;
  /** The loading, failed or empty message (it renders nothing while there are entries). */
  status: ReactNode;
  /**
   * After a write of the layout's own on an entry: refetches, then focus goes to the entry's Edit
   * button if the control that had it went with the change (as after an Undo).
   */
  reloadFocusing: (key: string) => void;
}

interface EntryListPageProps<Row extends EntryRow> {
  /**
   * The page's route: its title comes from the admin navigation, its description from page-descriptions.ts. None for a
   * section of a page, whose `renderList` draws its own heading.
   */
  route?: Exclude<AdminRoute, 'overview'>;
  config: EntryFormConfig<Row>;
  /** What the list offers besides editing; all of them by default. */
  offers?: readonly ListAction[];
  /** The add dialog's title; by default the Add button's text, 'Add Service' for 'service'. */
  addTitle?: string;
  /** The edit dialog's title; by default 'Edit Service' for the noun 'service'. */
  editTitle?: string;
  dialogDescription?: ReactNode;
  dialogSize?: EntryDialogProps<Row>['size'];
  /** Said when the list is empty. */
  empty: string;
  /** Said while the list loads. */
  loading?: string;
  /** How the default list shows each entry: an EntryCard with the entry's actions. */
  card?: EntryCardSpec<Row>;
  /** The default list's layout: one column unless it says (a grid). */
  listClassName?: string;
  /** The whole list, where an ordered list of cards does not fit (a layout of its own, a table). */
  renderList?: (view: EntryListView<Row>) => ReactNode;
  renderLanguage: EntryDialogProps<Row>['renderLanguage'];
  renderShared?: EntryDialogProps<Row>['renderShared'];
  fieldsScope?: EntryDialogProps<Row>['fieldsScope'];
  /** Namespaces the page's fields use besides its own (an image field's): the page waits for them. */
  alsoLoads?: readonly Namespace[];
}

const newEntry = { key: '', rows: {}, order: 0 };
const allActions: readonly ListAction[] = ['add', 'move', 'delete'];
const pageTexts = {
  plain: ['editor', 'validation', 'common'],
  withHistory: ['editor', 'validation', 'common', 'history'],
} as const;

/**
 * An editor page of the one editor pattern: header, the list as it loads, the entry dialog that
 * adds or edits an entry, and the list actions the editor offers (add, move, delete). Editors give
 * their form, how an entry or the whole list renders, and their fields.
 */
export function EntryListPage<Row extends EntryRow>(props: EntryListPageProps<Row>) {
  const { config, offers = allActions } = props;
  // Deleted entries of a table with a history can come back (Undo, Recently deleted).
  const history = config.store.history?.restorable ? config.store.history : undefined;
  const deletes = offers.includes('delete');
  // The texts of the page and of its dialog load with the page, side by side.
  const lang = useStore($adminLanguage);
  const namespaces = config.store.history ? pageTexts.withHistory : pageTexts.plain;
  const alsoLoads = props.alsoLoads ?? [];
  for (const ns of [...namespaces, ...alsoLoads]) void loadMessages(lang, ns);
  // The page waits for those too, so its dialog never does.
  for (const ns of alsoLoads) use(loadMessages(lang, ns));
  const t = useMessages('editor');
  useMessages('validation');
  // After an Undo or a restore, focus (left on the page's start by a vanished button) goes to the
  // entry's Edit button, or else to what opened its dialog, or else Add (after the Undo of an add,
  // which took the entry away). After a delete, to the Edit button of the entry that took its
  // place (useEntries asks), else Add.
  const openers = useRef(new Map<string, Element | null>());
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useFocusAfterRemoval((key) => {
    const opener = key === undefined ? undefined : openers.current.get(key);
    return opener?.isConnected ? opener : addButton.current;
  });
  const list = useEntries(config, focus);
  const [editing, setEditing] = useState<{ entry: Entry<Row>; isNew: boolean } | null>(null);
  // 'social link' → 'Add Social Link', 'Edit Social Link'.
  const noun = nounForms(config.noun, t);
  const dialogTitle = editing?.isNew
    ? (props.addTitle ?? t('add', noun))
    : (props.editTitle ?? t('edit', noun));
  const view: EntryListView<Row> = {
    entries: list.entries,
    state: list.state,
    busy: list.busy,
    actionsOf: (entry, index) => ({
      index,
      count: list.entries.length,
      busy: list.busy,
      onEdit: () => {
        openers.current.set(entry.key, document.activeElement);
        setEditing({ entry, isNew: false });
      },
      editButton: focus.register(entry.key),
      onMove: offers.includes('move') ? (direction) => list.move(index, direction) : undefined,
      onDelete: deletes ? () => list.remove(entry) : undefined,
      undoable: history !== undefined,
    }),
    add: offers.includes('add') ? (
      <Button ref={addButton} onClick={() => setEditing({ entry: newEntry, isNew: true })}>
        <PlusIcon aria-hidden="true" />
        {t('add', noun)}
      </Button>
    ) : null,
    status: <ListStatus state={list.state} empty={props.empty} loading={props.loading} />,
    reloadFocusing: list.reloadFocusing,
  };
  const page = props.route ? adminPages[props.route] : undefined;
  return (
    <>
      {page ? <PageHeader title={page.label} description={pageDescriptions[page.route]} /> : null}
      {props.renderList ? (
        props.renderList(view)
      ) : (
        <>
          {view.add ? <div className="mb-4">{view.add}</div> : null}
          {view.status}
          <ol className={props.listClassName ?? 'space-y-3'}>
            {view.entries.map((entry, index) => (
              <li key={entry.key}>
                {props.card ? (
                  <EntryCard
                    {...props.card}
                    entry={entry}
                    noun={config.noun}
                    actions={view.actionsOf(entry, index)}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        </>
      )}
      {history && deletes ? (
        <RecentlyDeleted
          table={history.table}
          listVersion={list.state}
          onRestored={list.reloadFocusing}
          labelOf={props.card?.label}
        />
      ) : null}
      {editing ? (
        <EntryDialog
          // A new dialog per opening: closing resets the form.
          key={editing.isNew ? 'new' : editing.entry.key}
          config={config}
          entry={editing.entry}
          isNew={editing.isNew}
          existing={list.entries}
          title={dialogTitle}
          description={props.dialogDescription}
          size={props.dialogSize}
          open
          onClose={() => setEditing(null)}
          reload={(saved) => {
            if (saved) list.showSaved(saved);
            void list.reload();
          }}
          onUndone={list.reloadFocusing}
          onAdded={list.reloadRevealing}
          renderLanguage={props.renderLanguage}
          renderShared={props.renderShared}
          fieldsScope={props.fieldsScope}
        />
      ) : null}
    </>
  );
}

/** The admin routes whose page is an editor with texts of the same name, its `empty` among them. */
type EditorRoute = {
  [Route in Extract<AdminRoute, Namespace>]: 'empty' extends NamespaceKey<Route> ? Route : never;
}[Extract<AdminRoute, Namespace>];

/** An editor page's props but its route, form and `empty`, which `editorPage` gives. */
type EditorPageProps<Row extends EntryRow> = Omit<
  EntryListPageProps<Row>,
  'route' | 'config' | 'empty'
>;

/**
 * The page of `route`, an editor of the one pattern for `config`: its header from the navigation,
 * its texts from the namespace of the same name (what an empty list says is its `empty`), the rest
 * from `props`, which gets those texts.
 */
export function editorPage<Row extends EntryRow, Route extends EditorRoute>(
  route: Route,
  config: EntryFormConfig<Row>,
  props: (t: Translate<Route>) => EditorPageProps<Row>,
): () => ReactNode {
  return function EditorPage() {
    const t = useMessages(route);
    const empty = t('empty' as NamespaceKey<Route>);
    return <EntryListPage route={route} config={config} empty={empty} {...props(t)} />;
  };
}
