import { useId, type ComponentType, type SVGProps } from 'react';
import { Card, CardDescription } from '../../../components/ui/card.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { cn } from '../../../lib/cn.ts';

interface CountCardProps {
  title: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** The number (or a figure like '$1,234.56') to show; undefined while loading, null when unread. */
  count: number | string | null | undefined;
  /** The page the number is about, linked under the description. */
  link?: { href: string; text: string };
  /** Tighter padding, for the cards that must fit a phone's first screen. */
  compact?: boolean;
  /** 'warning' when the number asks for action. */
  tone?: 'warning';
}

/** One of the Overview's count cards: a title, a big number and what it counts. */
export function CountCard({
  title,
  description,
  icon: Icon,
  count,
  link,
  compact,
  tone,
}: CountCardProps) {
  const t = useMessages('common');
  const titleId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      aria-busy={count === undefined}
      className={cn(tone === 'warning' && 'border-amber-300 bg-amber-50')}
    >
      <div className={cn('flex items-start justify-between gap-2', compact ? 'p-3 sm:p-5' : 'p-5')}>
        {/* A container: a money figure's size follows the room the card leaves it. */}
        <div className="@container flex min-w-0 flex-1 flex-col gap-1">
          {/* Smaller than a CardTitle: the number below is what the card says. */}
          <h2 id={titleId} className="text-sm font-medium text-ink-700">
            {title}
          </h2>
          <p
            className={cn(
              'font-bold tabular-nums',
              // A figure ('$1,680.50') stays on one line, smaller in a narrow card, never broken.
              typeof count === 'string'
                ? 'text-[length:min(1.875rem,13cqi)] leading-9 whitespace-nowrap'
                : 'text-3xl',
            )}
            data-count
          >
            {count === undefined ? (
              <span className="inline-block h-9 w-12 animate-pulse rounded bg-mist-100 motion-reduce:animate-none">
                <span className="sr-only">{t('loading')}</span>
              </span>
            ) : (
              (count ?? (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="sr-only">{t('notAvailable')}</span>
                </>
              ))
            )}
          </p>
          <CardDescription>{description}</CardDescription>
          {link ? (
            <a href={link.href} className="text-sm font-medium text-brand-700 underline">
              {link.text}
            </a>
          ) : null}
        </div>
        <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
      </div>
    </Card>
  );
}
