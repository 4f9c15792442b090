import { SelectField } from '../editor/select-field.tsx';
import { TextField } from '../editor/text-field.tsx';
import { categoryOptions, frequencyOptions } from './expense-form.ts';

/** The fields of the expense dialog, in the order of docs/product.md#validation. */
export function ExpenseFields() {
  return (
    <>
      <TextField name="single.name" label="Name" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="single.amount"
          label="Amount ($)"
          type="number"
          step="0.01"
          inputMode="decimal"
        />
        <TextField name="single.vendor" label="Vendor (optional)" autoComplete="off" />
        <SelectField name="single.category" label="Category" options={categoryOptions} />
        <SelectField name="single.frequency" label="Frequency" options={frequencyOptions} />
      </div>
      <TextField name="single.next_due_date" label="Next Due Date (optional)" type="date" />
      <TextField name="single.description" label="Description (optional)" rows={3} />
    </>
  );
}
