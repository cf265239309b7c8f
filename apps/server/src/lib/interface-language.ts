import { firstAcceptedLanguage } from './first-accepted-language';

/** The interface languages (spec §4): English for a reader who asks for it first, French for everyone else. */
export type InterfaceLanguage = 'fr' | 'en';

/** The web client sends its interface language as Accept-Language on every API call (api-client.ts). */
export function interfaceLanguage(acceptLanguage: string | undefined): InterfaceLanguage {
  return firstAcceptedLanguage(acceptLanguage) === 'en' ? 'en' : 'fr';
}
