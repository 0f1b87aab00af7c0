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
 * Parsed lists by identity, with the text they were parsed from and the answers given so far: the
 * trusted proxies and a merchant's lists are asked on every request, mostly about the same few
 * addresses (a proxy, a vendor's servers), and parsing cost more than the rest of a wallet call's routing.
 */
const parsedLists = new WeakMap<
  readonly string[],
  { text: string; ranges: Range[]; answers: Map<string, boolean> }
>();
/** Answers kept per list; past this the memo starts again (a crowd of distinct visitors). */
const MAX_ANSWERS = 4096;

function parsedList(list: readonly string[]) {
  const text = list.join(',');
  const cached = parsedLists.get(list);
  if (cached?.text === text) return cached;
  const ranges = list.map(parseRange).filter((range): range is Range => range !== null);
  const entry = { text, ranges, answers: new Map<string, boolean>() };
  parsedLists.set(list, entry);
  return entry;
}

function inRanges(ip: string, ranges: Range[]): boolean {
  const addr = parseIp(ip);
  if (!addr) return false;
  return ranges.some((range) => range[0].kind() === addr.kind() && addr.match(range));
}

/** True when `ip` falls in any of the CIDR ranges (or exact addresses); bad entries never match. */
export function ipInRanges(ip: string, ranges: readonly string[]): boolean {
  if (ranges.length === 0) return false;
  const list = parsedList(ranges);
  const known = list.answers.get(ip);
  if (known !== undefined) return known;
  const answer = inRanges(ip, list.ranges);
  if (list.answers.size >= MAX_ANSWERS) list.answers.clear();
  list.answers.set(ip, answer);
  return answer;
}
