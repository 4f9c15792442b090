import { useStore } from '@nanostores/react';
import { TrashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TitledCard } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import {
  DataTable,
  narrowOnly,
  tableCell as cell,
  tableRow,
  wideOnlyCell,
} from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import {
  addAdmin,
  listAdmins,
  removeAdmin,
  signUpAddress,
  type AdminAccount,
} from '../../../lib/data/admins.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { $user } from '../../../stores/auth.ts';
import { emailRules } from '../../auth/password-rules.ts';
import { FormField } from '../../auth/form-field.tsx';
import { authErrorText, isUnreachable, showAuthError } from '../../auth/show-auth-error.ts';
import { SubmitButton } from '../../auth/submit-button.tsx';
import { useAuthForm } from '../../auth/use-auth-form.ts';
import { useSubmitLock } from '../../auth/use-submit-lock.ts';
import { adminPages } from '../admin-nav.ts';
import { useFocusAfterRemoval } from '../focus-after-removal.ts';
import { LoadFailed } from '../load-failed.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { useLoad } from '../use-load.ts';
import { pageDescriptions } from '../page-descriptions.ts';
import { EmailAddress } from './email-address.tsx';
import { SignUpAddress } from './sign-up-address.tsx';
import { siteHome } from '../../../i18n/admin/language.ts';

/**
 * /admin/admins (docs/product.md#admins): the admins with since when and their last sign-in, Add
 * an admin by the e-mail of an account that has signed up, and Remove after a confirmation (not
 * offered to the last admin, which says why). The database decides every step (never the last
 * admin) and its refusals are said as they are.
 */
export function AdminsPage() {
  const t = useMessages('admins');
  const common = useMessages('common');
  const format = useAdminFormat();
  const { label } = adminPages.admins;
  const { state, reload } = useLoad(listAdmins, t('loadFailed'));
  const me = useStore($user)?.id;
  const admins = state.status === 'loading' ? undefined : state.data;
  // The last admin's Remove is not offered: the database would refuse it. It stays in its place
  // (and in the Tab order, where focus comes back to it) with the reason beside it.
  const last = admins?.length === 1;
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  const [busy, setBusy] = useState(false);
  const self = removing !== null && removing.userId === me;
  // Once a removed admin's row (and the Remove that had focus) is gone, focus goes to the Remove of
  // the admin who took their place (the one before when they were last), else the e-mail to add.
  // A failed remove leaves it on their Remove, where the closed question gives it back.
  const focus = useFocusAfterRemoval(() => document.getElementById('add-admin-email'));

  async function remove(admin: AdminAccount) {
    setBusy(true);
    try {
      await removeAdmin(admin.userId);
      toast.success(t('removed'), { description: t('removedNote', { email: admin.email }) });
      // Whoever removed themselves may no longer be here: the site is theirs to visit only.
      if (admin.userId === me) location.replace(siteHome());
      else {
        const keys = (admins ?? []).map(({ userId }) => userId);
        void reload().then(() => focus.focusAfter(keys, admin.userId));
      }
    } catch (error) {
      toast.error(t('removeFailed'), {
        description: isUnreachable(error) ? authErrorText(error) : errorMessage(error),
      });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  return (
    <>
      <PageHeader title={label} description={pageDescriptions.admins} />
      <div className="space-y-6">
        <AddAdminCard onAdded={() => void reload()} />
        <TitledCard title={t('listTitle')} description={t('listNote')}>
          {state.status === 'loading' ? <Spinner label={common('loading')} /> : null}
          {state.status === 'error' ? (
            <LoadFailed what="admins" message={state.message} className="mb-3" />
          ) : null}
          {admins ? (
            <DataTable
              caption={t('caption')}
              headings={[t('email'), t('adminSince'), t('lastSignIn'), t('actions')]}
              wideOnly={[t('adminSince'), t('lastSignIn')]}
            >
              {admins.map((admin) => {
                const since = format.time(admin.adminSince);
                const lastSignIn = admin.lastSignInAt
                  ? format.time(admin.lastSignInAt)
                  : t('never');
                return (
                  <tr key={admin.userId} className={tableRow}>
                    <th scope="row" className={`${cell} font-medium`}>
                      <EmailAddress email={admin.email} />{' '}
                      {admin.userId === me ? <Badge variant="secondary">{t('you')}</Badge> : null}
                      {/* In a narrow box the dates' columns would push Remove off the screen. */}
                      <span className={`mt-1 block text-xs font-normal text-ink-600 ${narrowOnly}`}>
                        {t('adminSince')}: {since}
                        <br />
                        {t('lastSignIn')}: {lastSignIn}
                      </span>
                    </th>
                    <td className={`${cell} whitespace-nowrap ${wideOnlyCell}`}>{since}</td>
                    <td className={`${cell} whitespace-nowrap ${wideOnlyCell}`}>{lastSignIn}</td>
                    <td className={cell}>
                      <Button
                        ref={focus.register(admin.userId)}
                        size="sm"
                        variant="outline"
                        onClick={last ? undefined : () => setRemoving(admin)}
                        aria-label={t('removeWho', { email: admin.email })}
                        aria-disabled={last || undefined}
                        aria-describedby={last ? 'last-admin-note' : undefined}
                      >
                        <TrashIcon aria-hidden="true" /> {t('remove')}
                      </Button>
                      {last ? (
                        <p id="last-admin-note" className="mt-1 max-w-56 text-xs text-ink-600">
                          {t('refusal.last_admin')}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </DataTable>
          ) : null}
        </TitledCard>
      </div>
      {/* Their own row asks about their own access (docs/decisions.md#removing-your-own-access-says-so). */}
      <ConfirmDialog
        open={removing !== null}
        title={self ? t('removeSelfQuestion') : t('removeQuestion')}
        description={
          self ? t('removeSelfNote') : t('removeOtherNote', { email: removing?.email ?? '' })
        }
        confirmLabel={self ? t('removeSelfConfirm') : t('removeConfirm')}
        destructive
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

/** Add an admin: the e-mail of an account that has signed up; the database's refusal under it. */
function AddAdminCard({ onAdded }: { onAdded: () => void }) {
  const t = useMessages('admins');
  const { busy, run } = useSubmitLock();
  const { field, errors, onSubmit } = useAuthForm(
    emailRules,
    ({ email }, form) =>
      run(async () => {
        try {
          await addAdmin(email);
          // Named as the list names the account (e-mails are stored in lower case), not as typed.
          toast.success(t('added'), {
            description: t('addedNote', { email: email.toLowerCase() }),
          });
          form.clear();
          onAdded();
        } catch (error) {
          if (isUnreachable(error)) showAuthError(error, t('addFailed'));
          else form.setError('email', errorMessage(error));
        }
        return false;
      }),
    t('addFailed'),
  );

  return (
    <TitledCard title={t('addTitle')} description={t('addNote', { url: signUpAddress() })}>
      <SignUpAddress />
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <div className="sm:flex-1">
          <FormField
            id="add-admin-email"
            label={t('email')}
            type="email"
            autoComplete="off"
            field={field('email')}
            error={errors.email}
          />
        </div>
        <div className="sm:mt-7 sm:w-44">
          <SubmitButton busy={busy} label={t('add')} busyLabel={t('adding')} />
        </div>
      </form>
    </TitledCard>
  );
}
