import type { PublicConfig } from '@cv/contracts';
import { create } from 'zustand';
import { api } from './api-client';
import { pageData } from './page-data';

/** Decision D19: the product's default name, used until (or if) `/api/config` answers. */
export const DEFAULT_APP_NAME = 'CV Sur Mesure';

interface PublicConfigState {
  config: PublicConfig | null;
  status: 'loading' | 'ready' | 'error';
}

/** What the server lets the browser know (decision D17): names and flags, never a secret. */
export const usePublicConfig = create<PublicConfigState>(() => {
  const config = pageData()?.config ?? null;
  return config ? { config, status: 'ready' } : { config: null, status: 'loading' };
});

/** The config the page came with, or else `/api/config`'s answer. */
export async function loadPublicConfig(): Promise<PublicConfig | null> {
  const { config } = usePublicConfig.getState();
  if (config) return config;
  try {
    const config = await api.get<PublicConfig>('/api/config', { token: null });
    usePublicConfig.setState({ config, status: 'ready' });
    return config;
  } catch (error) {
    console.error('Impossible de charger la configuration', error);
    usePublicConfig.setState({ status: 'error' });
    return null;
  }
}

export function useAppName(): string {
  return usePublicConfig((state) => state.config?.appName || DEFAULT_APP_NAME);
}

export function useAuthName(): string {
  return usePublicConfig((state) => state.config?.authName || state.config?.appName || DEFAULT_APP_NAME);
}
