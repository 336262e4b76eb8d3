import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problem = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('choosing the chat model from KEFU_LLM_* and GROQ_*', () => {
  it('runs the offline rules engine with nothing set', () => {
    expect(loadConfig({}).llm).toBeUndefined();
  });

  it('keeps GROQ_API_KEY alone meaning the Groq provider, with GROQ_MODEL and GROQ_BASE_URL', () => {
    expect(loadConfig({ GROQ_API_KEY: 'gsk_x', GROQ_MODEL: 'llama-3.1-8b-instant', GROQ_BASE_URL: 'http://127.0.0.1:9999' }).llm).toEqual({
      provider: 'groq',
      apiKey: 'gsk_x',
      model: 'llama-3.1-8b-instant',
      baseUrl: 'http://127.0.0.1:9999',
      temperature: 0.2,
    });
  });

  it('chooses an OpenAI-compatible service by base URL, model and key', () => {
    const llm = loadConfig({
      KEFU_LLM_PROVIDER: 'openai',
      KEFU_LLM_BASE_URL: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
      KEFU_LLM_MODEL: 'qwen-plus',
      KEFU_LLM_API_KEY: 'sk-x',
      KEFU_LLM_TEMPERATURE: '0',
    }).llm;
    expect(llm).toEqual({
      provider: 'openai',
      baseUrl: 'https://dashscope.aliyuncs.com/compatible-mode/v1',
      model: 'qwen-plus',
      apiKey: 'sk-x',
      temperature: 0,
    });
  });

  it('lets a local server go without a key, and takes Azure’s api-version', () => {
    expect(
      loadConfig({ KEFU_LLM_PROVIDER: 'openai', KEFU_LLM_BASE_URL: 'http://localhost:11434/v1', KEFU_LLM_MODEL: 'qwen2.5:7b' }).llm?.apiKey,
    ).toBeUndefined();
    const azure = {
      KEFU_LLM_PROVIDER: 'openai',
      KEFU_LLM_BASE_URL: 'https://shop.openai.azure.com/openai/deployments/gpt-4o',
      KEFU_LLM_MODEL: 'gpt-4o',
      KEFU_LLM_API_VERSION: '2024-10-21',
    };
    expect(loadConfig({ ...azure, KEFU_LLM_API_KEY: 'k' }).llm?.apiVersion).toBe('2024-10-21');
    expect(problem(azure)).toContain('KEFU_LLM_API_KEY: required when KEFU_LLM_API_VERSION');
  });

  it('names the missing variable for KEFU_LLM_PROVIDER=openai without a base URL or a model', () => {
    const message = problem({ KEFU_LLM_PROVIDER: 'openai', KEFU_LLM_API_KEY: 'sk-x' });
    expect(message).toContain('KEFU_LLM_BASE_URL: required for KEFU_LLM_PROVIDER=openai');
    expect(message).toContain('KEFU_LLM_MODEL: required for KEFU_LLM_PROVIDER=openai');
  });

  it('refuses an unknown provider, a bad base URL, a temperature out of 0–2, and settings with no provider', () => {
    expect(problem({ KEFU_LLM_PROVIDER: 'deepseek' })).toContain('KEFU_LLM_PROVIDER: must be one of groq, openai');
    expect(problem({ KEFU_LLM_PROVIDER: 'openai', KEFU_LLM_BASE_URL: 'api.deepseek.com', KEFU_LLM_MODEL: 'm' })).toContain('KEFU_LLM_BASE_URL');
    expect(problem({ KEFU_LLM_PROVIDER: 'openai', KEFU_LLM_BASE_URL: 'ftp://x.example/v1', KEFU_LLM_MODEL: 'm' })).toContain(
      'KEFU_LLM_BASE_URL: must start with http:// or https://',
    );
    expect(problem({ GROQ_API_KEY: 'gsk_x', KEFU_LLM_TEMPERATURE: '3' })).toContain('KEFU_LLM_TEMPERATURE');
    expect(problem({ KEFU_LLM_BASE_URL: 'https://api.deepseek.com/v1', KEFU_LLM_MODEL: 'deepseek-chat' })).toContain(
      'KEFU_LLM_PROVIDER: required when KEFU_LLM_BASE_URL, KEFU_LLM_MODEL are set',
    );
    expect(problem({ KEFU_LLM_PROVIDER: 'groq' })).toContain('KEFU_LLM_API_KEY: required for KEFU_LLM_PROVIDER=groq');
  });
});
