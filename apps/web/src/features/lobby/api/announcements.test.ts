import { afterEach, describe, expect, it, vi } from 'vitest';

const VALUE = { banners: [{ id: '1', title: 'Hola' }], player: [], popup: [], promotion: [], help: [] };

function putInPage(json: string) {
  const script = document.createElement('script');
  script.id = 'boot-announcements';
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

// Each test reads a fresh module: the page's announcements are read once per load.
async function read() {
  vi.resetModules();
  return (await import('./announcements')).bootAnnouncements;
}

afterEach(() => document.getElementById('boot-announcements')?.remove());

describe('bootAnnouncements', () => {
  it('reads the announcements the page carries once, with their language, and removes them', async () => {
    putInPage(JSON.stringify({ language: 'pt', value: VALUE }));
    const boot = await read();
    expect(boot()).toEqual({ language: 'pt', value: VALUE });
    expect(document.getElementById('boot-announcements')).toBeNull();
    expect(boot()).toBeUndefined();
  });

  it('ignores a page without them, broken JSON, and a value missing one of its lists', async () => {
    expect((await read())()).toBeUndefined();
    putInPage('{not json');
    expect((await read())()).toBeUndefined();
    putInPage(JSON.stringify({ language: 'es', value: { ...VALUE, popup: null } }));
    expect((await read())()).toBeUndefined();
  });
});
