import { describe, expect, it } from 'vitest';
import { checkProductionConfig, missingSettings } from './config-check';

const allPresent = { apiBaseUrl: true, authApiUrl: true, aiProviderKey: true, paymentPublishableKey: true };

function recorder() {
  const calls: { info: unknown[][]; error: unknown[][] } = { info: [], error: [] };
  return {
    calls,
    log: {
      info: (...args: unknown[]) => calls.info.push(args),
      error: (...args: unknown[]) => calls.error.push(args),
    },
  };
}

describe('missingSettings', () => {
  it('lists the absent settings in French', () => {
    expect(missingSettings(allPresent)).toEqual([]);
    expect(missingSettings({ ...allPresent, aiProviderKey: false, paymentPublishableKey: false })).toEqual([
      'Clé du fournisseur IA',
      'Clé publique de paiement',
    ]);
  });
});

describe('checkProductionConfig', () => {
  it('stays silent outside production', () => {
    const { calls, log } = recorder();
    expect(
      checkProductionConfig({ production: false, serverSettings: { ...allPresent, apiBaseUrl: false } }, log),
    ).toEqual([]);
    expect(calls).toEqual({ info: [], error: [] });
  });

  it('logs the state, and no error when everything is present', () => {
    const { calls, log } = recorder();
    checkProductionConfig({ production: true, serverSettings: allPresent }, log);
    expect(calls.info).toHaveLength(1);
    expect(calls.error).toEqual([]);
  });

  it('logs one French error naming every missing setting', () => {
    const { calls, log } = recorder();
    const missing = checkProductionConfig(
      { production: true, serverSettings: { ...allPresent, apiBaseUrl: false, authApiUrl: false } },
      log,
    );
    expect(missing).toHaveLength(2);
    expect(calls.error).toEqual([
      ["Configuration manquante : URL de base de l'API, URL de l'API d'authentification"],
    ]);
  });
});
