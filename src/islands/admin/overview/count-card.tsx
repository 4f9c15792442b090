import { useId, type ComponentType, type SVGProps } from 'react';
import { Card, CardDescription } from '../../../components/ui/card.tsx';

interface CountCardProps {
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The number (or a figure like '$1,234.56') to show; undefined while loading, null when unread. */
  count: number | string | null | undefined;
}

/** One of the Overview's count cards: a title, a big number and what it counts. */
export function CountCard({ title, description, icon: Icon, count }: CountCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} aria-busy={count === undefined}>
      <div className="flex items-start justify-between p-5">
        <div className="flex flex-col gap-1">
          {/* Smaller than a CardTitle: the number below is what the card says. */}
          <h2 id={titleId} className="text-sm font-medium text-ink-700">
            {title}
          </h2>
          <p className="text-3xl font-bold tabular-nums" data-count>
            {count === undefined ? (
              <span className="inline-block h-9 w-12 animate-pulse rounded bg-mist-100 motion-reduce:animate-none">
                <span className="sr-only">Loading</span>
              </span>
            ) : (
              (count ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">Not available</span>
                </>
              ))
            )}
          </p>
          <CardDescription>{description}</CardDescription>
        </div>
        <Icon className="size-6 text-brand-600" aria-hidden="true" />
      </div>
    </Card>
  );
}
