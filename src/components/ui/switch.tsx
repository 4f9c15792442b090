import { Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import { cn } from '../../lib/cn.ts';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
  disabled?: boolean;
}

/** An on/off switch (role `switch`, Space toggles it) with its visible label. */
export function Switch({ checked, onChange, label, className, disabled }: SwitchProps) {
  return (
    <Field className={cn('flex items-center gap-3', className)} disabled={disabled}>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent bg-mist-300 transition-colors data-checked:bg-brand-600 data-disabled:cursor-not-allowed data-disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none inline-block size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5"
        />
      </HeadlessSwitch>
      <Label className="text-sm font-medium text-ink-900">{label}</Label>
    </Field>
  );
}
