import { Button, linkTarget } from '../../components/ui/button.tsx';

interface SubmitButtonProps {
  /** True while the request runs: the button shows `busyLabel` with a spinner and waits (`busy`). */
  busy: boolean;
  label: string;
  busyLabel: string;
}

/**
 * A link-like text button centred under a form ("Forgot password?", "Back to sign in"). Its line
 * is a flex row, as tall as the button: as a line of text it was 1 px taller than the button on a
 * 2.6× screen, more than /auth's box keeps (docs/decisions.md#auths-box-fits-a-phones-form).
 */
export function FormLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <p className="flex justify-center text-center">
      <button
        type="button"
        className={`inline-flex items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:underline ${linkTarget}`}
        onClick={onClick}
      >
        {label}
      </button>
    </p>
  );
}

/**
 * A full-width submit button that shows progress and cannot be pressed twice; it keeps the
 * keyboard focus meanwhile (busy, not disabled), so a refused sign-in leaves it there.
 */
export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Button type="submit" busy={busy} size="lg" className="w-full">
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
        />
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
