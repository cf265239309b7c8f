import type { PublicConfig } from '@cv/contracts';

type ServerSettings = PublicConfig['serverSettings'];

/** The four settings spec §1 checks at start-up, named in French for the console. */
const SETTING_LABELS: Record<keyof ServerSettings, string> = {
  apiBaseUrl: "URL de base de l'API",
  authApiUrl: "URL de l'API d'authentification",
  aiProviderKey: 'Clé du fournisseur IA',
  paymentPublishableKey: 'Clé publique de paiement',
};

export function missingSettings(settings: ServerSettings): string[] {
  return (Object.keys(SETTING_LABELS) as (keyof ServerSettings)[])
    .filter((key) => !settings[key])
    .map((key) => SETTING_LABELS[key]);
}

/**
 * Spec §1 + decision D17: in production, log the state of the settings and a French console error listing
 * the missing ones. Nothing is blocked. Returns the missing settings' names.
 */
export function checkProductionConfig(
  config: Pick<PublicConfig, 'production' | 'serverSettings'>,
  log: Pick<Console, 'info' | 'error'> = console,
): string[] {
  if (!config.production) return [];
  const state = Object.fromEntries(
    (Object.keys(SETTING_LABELS) as (keyof ServerSettings)[]).map((key) => [
      SETTING_LABELS[key],
      config.serverSettings[key] ? 'présente' : 'manquante',
    ]),
  );
  log.info('État de la configuration :', state);
  const missing = missingSettings(config.serverSettings);
  if (missing.length > 0) log.error(`Configuration manquante : ${missing.join(', ')}`);
  return missing;
}
