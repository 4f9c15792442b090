/**
 * Whether the admin's sign-in dialog is open: asked for by the admin guard when a session ends
 * while a dialog holds unsaved changes, and by its toast's Sign in (docs/architecture.md#sessions).
 */
import { atom } from 'nanostores';

export const $signInPrompt = atom(false);
