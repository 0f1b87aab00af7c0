import ipaddr from 'ipaddr.js';

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Normalises an address, turning IPv4-mapped IPv6 (`::ffff:1.2.3.4`) into IPv4. */
export function parseIp(ip: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(ip)) return null;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

function parseRange(range: string): Range | null {
  try {
    if (range.includes('/')) return ipaddr.parseCIDR(range);
    const ip = parseIp(range);
    return ip ? [ip, ip.kind() === 'ipv4' ? 32 : 128] : null;
  } catch {
    return null;
  }
}

/** True when `ip` falls in any of the CIDR ranges (or exact addresses); bad entries never match. */
export function ipInRanges(ip: string, ranges: readonly string[]): boolean {
  const addr = parseIp(ip);
  if (!addr) return false;
  for (const entry of ranges) {
    const range = parseRange(entry);
    if (range && range[0].kind() === addr.kind() && addr.match(range)) return true;
  }
  return false;
}
