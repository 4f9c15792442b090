import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { $user } from '../../stores/auth.ts';
import { AdminShell } from './shell/admin-shell.tsx';
import { useAdminGuard } from './use-admin-guard.ts';

/** The /admin/* island: only a signed-in admin gets the shell; others are sent to /auth. */
export function AdminApp() {
  const status = useAdminGuard();
  const user = useStore($user);
  // The last signed-in e-mail stays in the header while an ended session keeps unsaved work open.
  const [email, setEmail] = useState('');
  if (user?.email && user.email !== email) setEmail(user.email);

  return (
    <>
      <Toaster />
      {status === 'ready' ? (
        <AdminShell email={email} />
      ) : (
        <div className="grid min-h-dvh place-items-center">
          <Spinner label="Loading..." />
        </div>
      )}
    </>
  );
}
