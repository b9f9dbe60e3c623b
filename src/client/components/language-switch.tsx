import { Button, Group } from '@mantine/core';
import { LOCALE_NAMES, LOCALES } from '../../contract/i18n/locales';
import { useLanguage } from '../lib/i18n/language';
import { LANGUAGE_TEXT } from '../lib/i18n/texts';

/** Each language by its own name, the page's pressed: on the landing page. */
export function LanguageSwitch() {
  const current = useLanguage();
  return (
    <Group gap={4} role="group" aria-label={LANGUAGE_TEXT.label}>
      {LOCALES.map((language) => (
        <Button
          key={language}
          lang={language}
          size="compact-sm"
          variant={language === current ? 'light' : 'subtle'}
          aria-pressed={language === current}
          // The switching code loads with the tap: most visits never switch.
          onClick={() =>
            void import('../lib/i18n/choose-language').then(({ chooseLanguage }) =>
              chooseLanguage(language),
            )
          }
        >
          {LOCALE_NAMES[language]}
        </Button>
      ))}
    </Group>
  );
}
