import { useStore } from '@nanostores/react';
import { TrashIcon } from '@heroicons/react/24/outline';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataTable, tableCell as cell, tableRow } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { addAdmin, listAdmins, removeAdmin, type AdminAccount } from '../../../lib/data/admins.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { $user } from '../../../stores/auth.ts';
import { emailRules } from '../../auth/password-rules.ts';
import { FormField } from '../../auth/form-field.tsx';
import { isUnreachable, showAuthError } from '../../auth/show-auth-error.ts';
import { SubmitButton } from '../../auth/submit-button.tsx';
import { useAuthForm } from '../../auth/use-auth-form.ts';
import { useSubmitLock } from '../../auth/use-submit-lock.ts';
import { adminPages } from '../admin-nav.ts';
import { LoadFailed } from '../load-failed.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { useLoad } from '../use-load.ts';
import { pageDescriptions } from '../page-descriptions.ts';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/admins (docs/product.md#admins): the admins with since when and their last sign-in, Add
 * an admin by the e-mail of an account that has signed up, and Remove after a confirmation. The
 * database decides every step (never the last admin) and its refusals are said as they are.
 */
export function AdminsPage() {
  const { label } = adminPages.admins;
  const { state, reload } = useLoad(listAdmins, 'Could not load the admins');
  const me = useStore($user)?.id;
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(admin: AdminAccount) {
    setBusy(true);
    try {
      await removeAdmin(admin.userId);
      toast.success('Admin removed', { description: `${admin.email} is no longer an admin.` });
      // Whoever removed themselves may no longer be here: the site is theirs to visit only.
      if (admin.userId === me) location.replace('/');
      else void reload();
    } catch (error) {
      toast.error('Could not remove the admin', { description: errorMessage(error) });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  const admins = state.status === 'loading' ? undefined : state.data;
  return (
    <>
      <PageHeader title={label} description={pageDescriptions.admins} />
      <div className="space-y-6">
        <AddAdminCard onAdded={() => void reload()} />
        <Card aria-labelledby="admins-list-title">
          <CardHeader>
            <CardTitle id="admins-list-title">Admins</CardTitle>
            <CardDescription>
              Each admin signs in with their own e-mail and password and can change everything here,
              including this list. A removed admin is refused from their next request on.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {state.status === 'loading' ? <Spinner label="Loading..." /> : null}
            {state.status === 'error' ? (
              <LoadFailed what="admins" message={state.message} className="mb-3" />
            ) : null}
            {admins ? (
              <DataTable
                caption="The admins, oldest first"
                headings={['Email', 'Admin since', 'Last sign-in', 'Actions']}
              >
                {admins.map((admin) => (
                  <tr key={admin.userId} className={tableRow}>
                    <th scope="row" className={`${cell} font-medium break-all`}>
                      {admin.email}{' '}
                      {admin.userId === me ? <Badge variant="secondary">You</Badge> : null}
                    </th>
                    <td className={`${cell} whitespace-nowrap`}>
                      {when.format(new Date(admin.adminSince))}
                    </td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {admin.lastSignInAt ? when.format(new Date(admin.lastSignInAt)) : 'Never'}
                    </td>
                    <td className={cell}>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setRemoving(admin)}
                        aria-label={`Remove ${admin.email}`}
                      >
                        <TrashIcon aria-hidden="true" /> Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            ) : null}
          </CardContent>
        </Card>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this admin?"
        description={
          removing?.userId === me
            ? 'You will no longer be able to open the admin or change the site. Your account stays; another admin can add you again.'
            : `${removing?.email ?? ''} will no longer be able to open the admin or change the site. Their account stays; you can add them again.`
        }
        confirmLabel="Remove admin"
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
  const { busy, run } = useSubmitLock();
  const { field, errors, onSubmit } = useAuthForm(emailRules, ({ email }, form) =>
    run(async () => {
      try {
        await addAdmin(email);
        toast.success('Admin added', { description: `${email} can now sign in to the admin.` });
        form.clear();
        onAdded();
      } catch (error) {
        if (isUnreachable(error)) showAuthError(error);
        else form.setError('email', errorMessage(error));
      }
      return false;
    }),
  );

  return (
    <Card aria-labelledby="add-admin-title">
      <CardHeader>
        <CardTitle id="add-admin-title">Add an admin</CardTitle>
        <CardDescription>
          They first sign up at /auth with their own e-mail and password; then type that e-mail
          here.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-3 sm:flex-row sm:items-start"
        >
          <div className="sm:flex-1">
            <FormField
              id="add-admin-email"
              label="Email"
              type="email"
              autoComplete="off"
              field={field('email')}
              error={errors.email}
            />
          </div>
          <div className="sm:mt-7 sm:w-44">
            <SubmitButton busy={busy} label="Add admin" busyLabel="Adding..." />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
