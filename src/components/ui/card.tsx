import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A bordered white panel grouping one piece of a page. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn('rounded-xl border border-mist-200 bg-white shadow-sm', className)}
      {...props}
    />
  );
}

/** The top of a card: its title, description and an optional icon on the right. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-3', className)} {...props} />;
}

/** A card's title; a heading, so cards can be found by name. Its size is the text's (base). */
export function CardTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 className={cn('font-semibold text-ink-900', className)} {...props}>
      {children}
    </h2>
  );
}

/** A card's one-line explanation under its title. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-ink-600', className)} {...props} />;
}

/** The body of a card. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0', className)} {...props} />;
}

interface TitledCardProps extends Omit<ComponentProps<'section'>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  /** The title's id, where something outside points at it; a generated one otherwise. */
  titleId?: string;
  contentClassName?: string;
}

/** A card named by its title, with a description under it where given, and its body. */
export function TitledCard(props: TitledCardProps) {
  const { title, description, titleId, contentClassName, children, ...card } = props;
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <Card aria-labelledby={id} {...card}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
