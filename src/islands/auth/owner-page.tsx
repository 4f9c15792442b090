import { Suspense, type ComponentType } from 'react';
import { Toaster } from '../../components/ui/toaster.tsx';

/**
 * The island of an owner's page outside the admin (/auth, /auth/new-password, /seed) showing
 * `Content`: its toasts, and nothing of the page until its texts are loaded in the admin language
 * (the static page around it keeps the island's place meanwhile).
 */
export function ownerPage(Content: ComponentType): ComponentType {
  return function OwnerPage() {
    return (
      <>
        <Toaster />
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      </>
    );
  };
}
