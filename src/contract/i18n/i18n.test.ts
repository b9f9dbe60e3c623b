import { compileMessage as compileIcu } from '@lingui/message-utils/compileMessage';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage, type CompiledMessage } from './format-message';

const compileMessage = (message: string) => compileIcu(message) as CompiledMessage;
import { acceptedLanguages, matchLocale } from './locales';
import { defineTexts, setCatalogSource, t, type Catalog } from './texts';

const RIDERS = '{count, plural, one {# rider going} other {# riders going}}';

describe('formatMessage', () => {
  it('puts values in and picks the plural form English readers expect', () => {
    const message = compileMessage(RIDERS);
    expect(formatMessage(message, { count: 1 }, 'en-GB')).toBe('1 rider going');
    expect(formatMessage(message, { count: 12 }, 'en-GB')).toBe('12 riders going');
    expect(formatMessage(compileMessage('Hi {name}'), { name: 'Rahim' }, 'en-GB')).toBe('Hi Rahim');
  });

  it('writes numbers in Bangla digits for a Bangla reader, a count without thousands marks', () => {
    const message = compileMessage('{count, plural, one {#টি রাইড} other {#টি রাইড}}');
    expect(formatMessage(message, { count: 3 }, 'bn-BD')).toBe('৩টি রাইড');
    expect(formatMessage(compileMessage('অর্ডার {n}'), { n: 10234 }, 'bn-BD')).toBe('অর্ডার ১০২৩৪');
    expect(formatMessage(compileMessage('{n, number} km'), { n: 1250 }, 'bn-BD')).toBe('১,২৫০ km');
  });

  it('takes an exact choice before the plural rule, and a select by its value', () => {
    const message = compileMessage('{n, plural, =0 {nobody} other {# riders}}');
    expect(formatMessage(message, { n: 0 }, 'en-GB')).toBe('nobody');
    const role = compileMessage('{role, select, leader {Leads} other {Rides}}');
    expect(formatMessage(role, { role: 'leader' }, 'en-GB')).toBe('Leads');
    expect(formatMessage(role, { role: 'x' }, 'en-GB')).toBe('Rides');
  });
});

describe('matchLocale', () => {
  it("follows the reader's first language the app speaks, English otherwise", () => {
    expect(matchLocale(['bn-BD', 'en-US'])).toBe('bn');
    expect(matchLocale(['fr-FR', 'bn-IN'])).toBe('bn');
    expect(matchLocale(['de-DE'])).toBe('en');
    expect(matchLocale(acceptedLanguages('en;q=0.5, bn-BD;q=0.9, fr'))).toBe('bn');
    expect(acceptedLanguages('en;q=0, bn')).toEqual(['bn']);
  });
});

describe('texts', () => {
  const bangla: Catalog = {
    locale: 'bn',
    messages: { 'Sign in': ['সাইন ইন'], 'Hi {name}': ['হ্যালো ', ['name']] },
  };
  afterEach(() => setCatalogSource(() => ({ locale: 'en', messages: {} })));

  it('reads each text in the language active when it is read, English where no catalog has it', () => {
    let catalog: Catalog = { locale: 'en', messages: {} };
    setCatalogSource(() => catalog);
    const texts = defineTexts({
      signIn: /*i18n*/ { id: 'Sign in' },
      hello: (name: string) => t(/*i18n*/ { id: 'Hi {name}' }, { name }),
      options: [{ value: 'a', label: /*i18n*/ { id: 'Sign in' } }],
    });
    expect(texts.signIn).toBe('Sign in');
    expect(texts.hello('Rahim')).toBe('Hi Rahim');
    catalog = bangla;
    expect(texts.signIn).toBe('সাইন ইন');
    expect(texts.hello('রহিম')).toBe('হ্যালো রহিম');
    expect(texts.options[0]).toEqual({ value: 'a', label: 'সাইন ইন' });
  });
});
