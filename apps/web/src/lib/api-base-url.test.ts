import { afterEach, describe, expect, it, vi } from 'vitest';

// VITE_API_BASE_URL is read once, when the module loads (as the build inlines it): each case loads
// the client afresh under its own value.
async function clientWith(base: string | undefined) {
  vi.resetModules();
  if (base === undefined) vi.stubEnv('VITE_API_BASE_URL', undefined as unknown as string);
  else vi.stubEnv('VITE_API_BASE_URL', base);
  return import('./api');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the API host (VITE_API_BASE_URL)', () => {
  it('calls the app’s own origin when unset or blank', async () => {
    for (const base of [undefined, '', '  ']) {
      const { buildUrl } = await clientWith(base);
      expect(buildUrl('/api/recipes', { page: 1 })).toBe('/api/recipes?page=1');
    }
  });

  it('prefixes every call with the base, a trailing slash dropped and a path of its own kept', async () => {
    let client = await clientWith('https://api.brigade.example/');
    expect(client.buildUrl('/api/menus/5')).toBe('https://api.brigade.example/api/menus/5');
    expect(client.buildUrl('/api/recipes', { searchText: 'velouté' })).toBe(
      'https://api.brigade.example/api/recipes?searchText=velout%C3%A9',
    );
    client = await clientWith('https://example.com/brigade');
    expect(client.buildUrl('/api/health')).toBe('https://example.com/brigade/api/health');
  });
});
