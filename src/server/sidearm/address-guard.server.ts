import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Addresses no file of a public website lives at: this machine, private networks, link-local (cloud metadata
// services answer there), carrier-grade NAT, multicast and the reserved ranges.
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6 && address.toLowerCase().startsWith('::ffff:')) return isPublicAddress(address.slice(7));
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why the importer must not fetch a file URL, or null. Files named by SIDEARM's content are fetched from whatever
 * host they name, and become public files of this site: a URL that points into this machine's network (a cloud
 * metadata service, an admin page) is refused, unless it is on SIDEARM's own API origin (which the operator chose,
 * and which tests run on this machine).
 */
export async function fileUrlProblem(url: URL, trustedOrigin: string): Promise<string | null> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `not an http(s) URL (${url.protocol})`;
  if (url.origin === trustedOrigin) return null;
  if (url.username || url.password) return 'a URL with credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return 'could not be fetched';
  }
  return addresses.every(isPublicAddress) ? null : 'on a private or local address';
}
