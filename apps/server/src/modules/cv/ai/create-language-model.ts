import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';

export type AiProviderSettings = {
  provider: 'openai' | 'openai-compatible';
  baseUrl: string | null;
  model: string | null;
  apiKey: string | null;
};

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * Both providers speak chat completions, so one fake server tests both and any OpenAI-compatible server
 * (Ollama, vLLM, llama.cpp) works: `openai('model')` would call the Responses API, which those lack.
 *
 * Every value is passed explicitly: left out, the OpenAI provider reads OPENAI_API_KEY and OPENAI_BASE_URL from
 * the environment, and `config.ts` is meant to be the only reader of it.
 */
export function createLanguageModel(settings: AiProviderSettings): LanguageModel {
  if (settings.provider === 'openai') {
    if (!settings.apiKey) throw new Error('AI provider openai needs an API key (AI_API_KEY)');
    const openai = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl ?? OPENAI_BASE_URL });
    return openai.chat(settings.model ?? OPENAI_DEFAULT_MODEL);
  }
  if (!settings.baseUrl || !settings.model) {
    throw new Error('AI provider openai-compatible needs a base URL and a model (AI_BASE_URL, AI_MODEL)');
  }
  const compatible = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: settings.baseUrl,
    // Local servers (Ollama, llama.cpp) take no key; sending an empty Bearer header would upset some proxies.
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    // Without it the provider asks for `json_object` and the schema never reaches the model.
    supportsStructuredOutputs: true,
  });
  return compatible.chatModel(settings.model);
}
