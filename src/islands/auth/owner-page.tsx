import { Suspense, type ComponentType } from 'react';
import { OwnerToaster } from '../../components/ui/toaster.tsx';

/**
 * The island of an owner's page outside the admin (/auth, /auth/new-password, /seed) showing
 * `Content`: its toasts (their region named in the admin language), and nothing of the page until its texts are loaded in the admin language
 * (the static page around it keeps the island's place meanwhile).
 */
export function ownerPage(Content: ComponentType): ComponentType {
  return function OwnerPage() {
    return (
      <>
        <OwnerToaster />
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      </>
    );
  };
}
