import { useFormContext, useWatch } from 'react-hook-form';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { Expense } from '../../../lib/data/expenses.ts';
import { SelectField } from '../editor/select-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { amountWarning, categoryOptions, frequencyOptions } from './expense-form.ts';

/**
 * The fields of the expense dialog, in the order of docs/product.md#validation; an amount far
 * above the usual for its frequency is warned about under it as it is typed.
 */
export function ExpenseFields() {
  const t = useMessages('expenses');
  const { control } = useFormContext();
  const [amount, frequency] = useWatch({
    control,
    name: ['single.amount', 'single.frequency'],
  }) as [unknown, Expense['frequency']];
  return (
    <>
      <TextField name="single.name" label={t('fieldName')} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="single.amount"
          label={t('fieldAmount')}
          inputMode="decimal"
          warning={typeof amount === 'string' ? amountWarning(t, amount, frequency) : undefined}
        />
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
