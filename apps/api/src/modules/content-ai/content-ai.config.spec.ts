import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../../config/env.js';
import { readContentAiConfig } from './content-ai.config.js';

describe('KROKI_URL', () => {
  it('is unset by default (Kroki mode refused, HTML mode works) and takes the operator’s own address, private hosts included', () => {
    expect(readContentAiConfig({})).toEqual({ krokiUrl: null });
    expect(readContentAiConfig({ KROKI_URL: '  ' })).toEqual({ krokiUrl: null });
    expect(readContentAiConfig({ KROKI_URL: 'http://kroki:8000/' })).toEqual({ krokiUrl: 'http://kroki:8000' });
    expect(readContentAiConfig({ KROKI_URL: 'https://diagrams.example.vn/kroki' })).toEqual({ krokiUrl: 'https://diagrams.example.vn/kroki' });
  });

  it('refuses at boot anything but an http(s) address without query or fragment', () => {
    for (const value of ['kroki:8000', 'ftp://kroki', 'file:///etc/passwd', 'http://kroki:8000/?a=1', 'no url']) {
      expect(() => readContentAiConfig({ KROKI_URL: value })).toThrow(ConfigError);
    }
  });
});
