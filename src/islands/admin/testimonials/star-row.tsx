import { StarIcon } from '@heroicons/react/20/solid';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { cn } from '../../../lib/cn.ts';

/** A rating as a row of five stars, the first `rating` filled; read as "4 out of 5 stars". */
export function StarRow({ rating }: { rating: number }) {
  const t = useMessages('testimonials');
  return (
    <span className="flex gap-0.5" role="img" aria-label={t('outOfFive', { rating })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn('size-5', star <= rating ? 'text-amber-500' : 'text-mist-300')}
        />
      ))}
    </span>
  );
}
