import { useMessages } from '../../../i18n/admin/messages.ts';
import { SelectField } from '../editor/select-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { categoryOptions, frequencyOptions } from './expense-form.ts';

/** The fields of the expense dialog, in the order of docs/product.md#validation. */
export function ExpenseFields() {
  const t = useMessages('expenses');
  return (
    <>
      <TextField name="single.name" label={t('fieldName')} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="single.amount" label={t('fieldAmount')} inputMode="decimal" />
        <TextField name="single.vendor" label={t('fieldVendor')} autoComplete="off" />
        <SelectField
          name="single.category"
          label={t('fieldCategory')}
          options={categoryOptions(t)}
        />
        <SelectField
          name="single.frequency"
          label={t('fieldFrequency')}
          options={frequencyOptions(t)}
        />
      </div>
      <TextField name="single.next_due_date" label={t('fieldNextDue')} type="date" />
      <TextField name="single.description" label={t('fieldDescription')} rows={3} />
    </>
  );
}
