import { describe, expect, it } from 'vitest';
import english from '../../src/i18n/admin/en/shell.ts';
import spanish from '../../src/i18n/admin/es/shell.ts';
import type { AdminLanguage } from '../../src/i18n/admin/language.ts';
import type { Translate } from '../../src/i18n/admin/messages.ts';
import { fillPlaceholders } from '../../src/i18n/placeholders.ts';
import {
  explain,
  explanationLine,
  overBudgetText,
} from '../../src/islands/admin/publish-explanation.ts';
import type { PublishStatus } from '../../src/stores/publish.ts';

// What the publish status says beyond its label (docs/product.md#admin-shell), with the real
// dictionaries of both languages.

const texts = { en: english, es: spanish } as Record<AdminLanguage, Record<string, string>>;
/** The texts of `lang`, with the times' narrow spaces as plain ones. */
const translator =
  (lang: AdminLanguage): Translate<'shell'> =>
  (key, vars) =>
    fillPlaceholders(texts[lang][key] ?? key, vars ?? {}).replace(/[\u00a0\u202f]/g, ' ');

describe('the question before Publish now past the budget', () => {
  const question = (lang: AdminLanguage, used: number, budget: number) =>
    overBudgetText(translator(lang), lang, { used, budget });

  it('says a budget of 0 has no deploys, not that "0 deploys are used"', () => {
    expect(question('en', 0, 0)).toMatch(
      /^Your monthly deploy budget is 0, so nothing goes live by itself this month\. Publishing now makes deploy 1 of this month, which costs 15 Netlify credits beyond your budget\./,
    );
    expect(question('es', 0, 0)).toMatch(
      /^Su límite mensual de despliegues es 0, así que este mes nada se publica por sí solo\. Si publica ahora, este será el despliegue número 1 de este mes, que cuesta 15 créditos de Netlify/,
    );
    // Like the English 'Publishing now', it speaks of the act: the button is 'Publicar' on a phone.
    expect(question('es', 0, 0)).not.toContain('Publicar ahora');
    for (const lang of ['en', 'es'] as const) expect(question(lang, 0, 0)).not.toMatch(/\b0 de/);
  });

  it('groups the digits of counts of 1,000 or more, in both languages', () => {
    expect(question('en', 1000, 1000)).toMatch(
      /^This month's 1,000 deploys are used\. Publishing now makes deploy 1,001 of this month/,
    );
    expect(question('es', 1000, 1000)).toMatch(
      /^Ya se usaron los 1,000 despliegues de este mes\. Si publica ahora, este será el despliegue número 1,001 /,
    );
  });

  it('says one deploy in the singular, and more in the plural', () => {
    expect(question('en', 1, 1)).toMatch(/^This month's 1 deploy is used\. .* makes deploy 2 /);
    expect(question('es', 1, 1)).toMatch(/^Ya se usó el único despliegue de este mes\. /);
    expect(question('en', 15, 15)).toMatch(/^This month's 15 deploys are used\. /);
    expect(question('es', 15, 15)).toMatch(/^Ya se usaron los 15 despliegues de este mes\. /);
  });
});

describe('Publish details', () => {
  const since = Date.parse('2026-11-24T17:42:00Z');
  const delayed: PublishStatus = {
    state: 'delayed',
    siteRevision: 9,
    databaseRevision: 10,
    since,
  };

  it('says first why publishing is delayed, a known failure in the admin’s language only', () => {
    const status = { ...delayed, failure: { code: 'heroMissing', detail: 'hero_content has…' } };
    expect(explain(translator('es'), 'es', status as PublishStatus)).toEqual({
      reason: 'Retrasada porque falló la última actualización del sitio público.',
      failure:
        'El sitio público no tiene ninguna portada activa en uno de sus idiomas. Active una en Portada; al guardarla, se vuelve a publicar.',
      detail: undefined,
      action:
        'Sus cambios están guardados y, mientras tanto, el sitio público muestra la versión anterior. Use {publishNow} para intentarlo de nuevo.',
      pending: 'Pendiente desde las 12:42 p. m. ET.',
    });
  });

  it('keeps the raw message, as a technical detail, only for a failure no code names', () => {
    const failure = { code: null, detail: 'The build hook failed: something new' };
    expect(explain(translator('es'), 'es', { ...delayed, failure })).toMatchObject({
      failure: spanish['failure.unknown'],
      detail: 'The build hook failed: something new',
    });
  });

  it('says why a change waits: the quiet period, or the monthly budget', () => {
    const t = translator('en');
    const at = Date.parse('2026-11-24T17:50:00Z');
    expect(explain(t, 'en', { ...delayed, state: 'scheduled', nextPublishAt: at })).toMatchObject({
      reason: expect.stringMatching(/^Delayed by the quiet period: .* go live at 12:50 PM ET\.$/),
      action: expect.stringContaining('use {publishNow}'),
    });
    const paused = explain(t, 'en', {
      ...delayed,
      state: 'paused',
      deploys: { used: 6, budget: 6 },
    });
    expect(paused?.reason).toMatch(
      /^Paused by the monthly deploy budget: 6 deploys this month, with a budget of 6, so /,
    );
    expect(paused?.action).toBe(english['details.pausedAction']);
  });

  /** Why publishing is paused in `lang`, with `used` deploys this month of `budget`. */
  const pausedReason = (lang: AdminLanguage, used: number, budget: number) =>
    explain(translator(lang), lang, {
      state: 'paused',
      siteRevision: 9,
      databaseRevision: 10,
      deploys: { used, budget },
    })?.reason;

  it('counts deploys past the budget as such, never "(2 of 1)", in the singular or plural', () => {
    expect(pausedReason('en', 2, 1)).toMatch(
      /^Paused by the monthly deploy budget: 2 deploys this month, with a budget of 1, so your changes are saved/,
    );
    expect(pausedReason('es', 2, 1)).toMatch(
      /^En pausa por el límite mensual de despliegues: 2 despliegues este mes, con un límite de 1, así que/,
    );
    expect(pausedReason('en', 1, 1)).toContain(': 1 deploy this month, with a budget of 1,');
    expect(pausedReason('es', 1, 1)).toContain(': 1 despliegue este mes, con un límite de 1,');
    for (const lang of ['en', 'es'] as const) {
      expect(pausedReason(lang, 2, 1)).not.toMatch(/\d+ (of|de) \d+/);
    }
  });

  it('groups the digits of a budget of 1,000 or more, in both languages', () => {
    for (const lang of ['en', 'es'] as const) {
      const reason = pausedReason(lang, 1200, 1000);
      expect(reason).toContain(lang === 'en' ? '1,200 deploys' : '1,200 despliegues');
      expect(reason).toContain(lang === 'en' ? 'a budget of 1,000,' : 'un límite de 1,000,');
    }
  });

  it('says a budget of 0 is 0, never that its deploys are used up ("3 of 0")', () => {
    for (const lang of ['en', 'es'] as const) {
      const reason = pausedReason(lang, 3, 0);
      expect(reason).toBe(texts[lang]['details.pausedZero']);
      expect(reason).not.toMatch(/\d+ (of|de) 0/);
    }
  });
});

describe('the status line (tooltip, screen readers)', () => {
  it('names Publish now by its whole name, as screen readers hear the button', () => {
    for (const lang of ['en', 'es'] as const) {
      const t = translator(lang);
      const status: PublishStatus = {
        state: 'paused',
        siteRevision: 9,
        databaseRevision: 10,
        deploys: { used: 7, budget: 7 },
      };
      const line = explanationLine(explain(t, lang, status), false, t('publishNow'));
      expect(line).toContain(t('details.pausedAction', { publishNow: t('publishNow') }));
      expect(line).not.toContain('{');
    }
    expect(
      explanationLine(
        explain(translator('es'), 'es', {
          state: 'delayed',
          failure: { code: 'jobNotRunning', detail: '' },
        }),
        false,
        'Publicar ahora',
      ),
    ).toMatch(/Use Publicar ahora y pida .* Use Publicar ahora para intentarlo de nuevo\.$/);
  });
});
