import { describe, expect, it } from 'vitest';
import { assetUrl, gameArtUrl, pickHost } from './hosts';

describe('asset hosts (spec §4)', () => {
  it('picks one of the hosts at random, or this site when there are none', () => {
    const hosts = ['https://img1.example/', 'https://img2.example'];
    expect(pickHost(hosts, () => 0)).toBe('https://img1.example');
    expect(pickHost(hosts, () => 0.99)).toBe('https://img2.example');
    expect(pickHost([], () => 0.5)).toBe('');
    expect(pickHost([''], () => 0.5)).toBe('');
  });

  it('puts site paths on the host and leaves absolute URLs alone', () => {
    expect(assetUrl('https://img.example', '/media/games/1.svg')).toBe(
      'https://img.example/media/games/1.svg',
    );
    expect(assetUrl('', '/media/games/1.svg')).toBe('/media/games/1.svg');
    expect(assetUrl('https://img.example', 'https://cdn.other/x.png')).toBe('https://cdn.other/x.png');
    expect(assetUrl('https://img.example', '//cdn.other/x.png')).toBe('//cdn.other/x.png');
  });

  it("asks for the generated game artwork in the reader's language", () => {
    expect(gameArtUrl('', '/media/games/7.svg', 'es')).toBe('/media/games/7.svg?lang=es');
    expect(gameArtUrl('https://img.example', '/media/games/7.svg', 'en')).toBe(
      'https://img.example/media/games/7.svg?lang=en',
    );
    expect(gameArtUrl('', 'https://cdn.other/x.png', 'es')).toBe('https://cdn.other/x.png');
  });
});
