/**
 * Spec §4 "Hosts": image and game-launch hosts are picked at random from the lists the status gives.
 * One pick per page load keeps the browser cache useful. An empty host ('') means this site.
 */
export function pickHost(hosts: readonly string[], random: () => number = Math.random): string {
  if (hosts.length === 0) return '';
  return (hosts[Math.floor(random() * hosts.length)] ?? '').replace(/\/+$/, '');
}

/** A site-relative asset path on the picked host; absolute URLs are left as they are. */
export function assetUrl(host: string, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${host}${path}`;
}

/** The generated game artwork draws the title in the reader's language (the server's `lang` query). */
export function gameArtUrl(host: string, iconUrl: string, language: string): string {
  const url = assetUrl(host, iconUrl);
  if (!iconUrl.startsWith('/media/games/') || iconUrl.includes('?')) return url;
  return `${url}?lang=${encodeURIComponent(language)}`;
}
