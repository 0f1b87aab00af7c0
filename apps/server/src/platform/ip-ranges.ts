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

/**
 * Parsed lists by identity, with the text they were parsed from: the trusted proxies and a merchant's
 * lists are asked on every request, and parsing CIDRs cost more than the rest of a wallet call's routing.
 */
const parsedLists = new WeakMap<readonly string[], { text: string; ranges: Range[] }>();

function parsedRanges(list: readonly string[]): Range[] {
  const text = list.join(',');
  const cached = parsedLists.get(list);
  if (cached?.text === text) return cached.ranges;
  const ranges = list.map(parseRange).filter((range): range is Range => range !== null);
  parsedLists.set(list, { text, ranges });
  return ranges;
}

/** True when `ip` falls in any of the CIDR ranges (or exact addresses); bad entries never match. */
export function ipInRanges(ip: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return false;
  const addr = parseIp(ip);
  if (!addr) return false;
  return parsedRanges(ranges).some((range) => range[0].kind() === addr.kind() && addr.match(range));
}
