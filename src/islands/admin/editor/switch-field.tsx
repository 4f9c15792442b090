import { Controller, useFormContext } from 'react-hook-form';
import { Switch } from '../../../components/ui/switch.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';

/** The Active switch (or any yes/no value) of the surrounding editor form, at `name`. */
export function SwitchField({ name, label }: { name: string; label?: string }) {
  const t = useMessages('editor');
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          checked={Boolean(field.value)}
          onChange={field.onChange}
          label={label ?? t('active')}
        />
      )}
    />
  );
}
