import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { useMessages } from '../../i18n/admin/messages.ts';

interface SeedPanelProps {
  /** Drawn before the title (the signed-out panel's lock). */
  icon?: ReactNode;
  description: string;
  children: ReactNode;
}

/** The 'Database Seeding' card of /seed, for an admin and for anyone else alike. */
export function SeedPanel({ icon, description, children }: SeedPanelProps) {
  const t = useMessages('seed');
  return (
    <Card aria-labelledby="seed-title">
      <CardHeader>
        <CardTitle id="seed-title" className="flex items-center gap-2 text-xl">
          {icon}
          {t('title')}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}
