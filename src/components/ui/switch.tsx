import { Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import { cn } from '../../lib/cn.ts';
import { touchTarget } from './button.tsx';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
  disabled?: boolean;
}

/**
 * An on/off switch (role `switch`, Space or Enter toggles it) with its visible label. Inside a
 * form, Headless UI's switch submits the form on Enter; this one toggles, as WAI-ARIA's switch
 * pattern allows, so Enter on an editor's Active switch never saves (docs/product.md#editors).
 * Forced colours (Windows High Contrast) repaint both backgrounds as Canvas, so there the knob and
 * the checked track take system colours, which they keep: the state shows by the knob's colour and
 * place.
 */
export function Switch({ checked, onChange, label, className, disabled }: SwitchProps) {
  return (
    // Its label toggles it too: the two are one finger's target (`touchTarget`), the switch's track
    // keeping its size.
    <Field className={cn('flex items-center gap-3', touchTarget, className)} disabled={disabled}>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        // Handled here first: a prevented key is not passed on to Headless UI's (the submit).
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!event.repeat) onChange(!checked);
        }}
        onKeyUp={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent bg-mist-300 transition-colors data-checked:bg-brand-600 forced-colors:data-checked:bg-[Highlight] data-disabled:cursor-not-allowed data-disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none inline-block size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5 forced-colors:bg-[ButtonText] forced-colors:group-data-checked:bg-[HighlightText]"
        />
      </HeadlessSwitch>
      <Label className="text-sm font-medium text-ink-900">{label}</Label>
    </Field>
  );
}
