import { Fragment, useId, type ComponentType, type CSSProperties, type SVGProps } from 'react';
import { linkTarget } from '../../../components/ui/button.tsx';
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

/**
 * A figure's size ('$1,680.50'): at most 1.875rem, smaller in a narrow card, and smaller still the
 * more characters it has (a character of a bold figure is at most 0.7em wide in the usual system
 * fonts), so that it stays whole on one line however large the totals
 * (docs/product.md#expense-tracking). Below 1rem it would be hard to read: there it breaks after a
 * thousands comma instead.
 */
const figureSize =
  'text-[length:max(1rem,min(1.875rem,13cqi,calc(140cqi/var(--figure-chars))))] leading-9';

/** A figure that may break after a thousands comma only: '$1,200,' above '000.00', never '$1,2'. */
function Figure({ text }: { text: string }) {
  return text.split(',').map((part, index) =>
    index === 0 ? (
      part
    ) : (
      <Fragment key={index}>
        ,<wbr />
        {part}
      </Fragment>
    ),
  );
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
              typeof count === 'string' ? figureSize : 'text-3xl',
            )}
            style={
              typeof count === 'string'
                ? ({ '--figure-chars': count.length } as CSSProperties)
                : undefined
            }
            data-count
          >
            {count === undefined ? (
              <span className="inline-block h-9 w-12 animate-pulse rounded bg-mist-100 motion-reduce:animate-none">
                <span className="sr-only">{t('loading')}</span>
              </span>
            ) : typeof count === 'string' ? (
              <Figure text={count} />
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
            <a
              href={link.href}
              className={cn(
                'inline-flex items-center text-sm font-medium text-brand-700 underline',
                linkTarget,
              )}
            >
              {link.text}
            </a>
          ) : null}
        </div>
        <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
      </div>
    </Card>
  );
}
