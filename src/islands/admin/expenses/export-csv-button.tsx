import { ArrowDownTrayIcon } from '@heroicons/react/24/outline';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { Expense } from '../../../lib/data/expenses.ts';
import { expensesCsv } from '../../../lib/expenses/expenses-csv.ts';

/** Downloads `text` as a file named `name`, from the browser, without a server round trip. */
function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Export CSV": the table as a spreadsheet-safe CSV file for the accountant. */
export function ExportCsvButton({
  expenses,
  today,
}: {
  expenses: readonly Expense[];
  today: string;
}) {
  const t = useMessages('expenses');
  return (
    <Button
      variant="outline"
      disabled={expenses.length === 0}
      onClick={() => download(expensesCsv(expenses), `expenses-${today}.csv`)}
    >
      <ArrowDownTrayIcon aria-hidden="true" />
      {t('exportCsv')}
    </Button>
  );
}
