/**
 * The club settings that are a table of charges, one per delivery option (the shop's, the
 * jerseys', any added later), found in the settings themselves so a new one shows up here
 * without a change to the screen.
 */
import { DELIVERY_OPTION_LABEL, MINOR_PER_MAJOR } from '../../../contract/settings-constants';
import { SETTINGS_TEXT } from './texts';

export type ChargeTable = Record<string, number>;

/** 'jerseyDeliveryCharges' as 'Jersey delivery charges' when no label is known. */
export function tableLabel(key: string): string {
  const known = (SETTINGS_TEXT.tables as Readonly<Record<string, string | undefined>>)[key];
  if (known) return known;
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function optionLabel(option: string): string {
  return (DELIVERY_OPTION_LABEL as Record<string, string>)[option] ?? option;
}

function isChargeTable(value: unknown): value is ChargeTable {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).length > 0 &&
    Object.values(value).every((entry) => typeof entry === 'number')
  );
}

/** The keys of `settings` holding a charge per delivery option, in the settings' order. */
export function chargeTableKeys(settings: object): string[] {
  return Object.entries(settings)
    .filter(([key, value]) => key.endsWith('Charges') && isChargeTable(value))
    .map(([key]) => key);
}

export const toMajor = (minor: number) => minor / MINOR_PER_MAJOR;
export const toMinor = (major: number) => Math.round(major * MINOR_PER_MAJOR);
