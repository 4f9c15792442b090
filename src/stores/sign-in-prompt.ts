/**
 * Whether the admin's sign-in dialog is open, and why (docs/architecture.md#sessions): `ended` when
 * the admin guard opened it by itself as a session ended while a dialog held unsaved changes (the
 * owner may be typing: focus goes to its title, not to a field), `asked` when the owner asked for
 * it (the toast's Sign in, a save refused meanwhile), null while closed.
 */
import { atom } from 'nanostores';

export const $signInPrompt = atom<null | 'ended' | 'asked'>(null);
