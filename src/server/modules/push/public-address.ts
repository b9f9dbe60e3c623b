/**
 * A member's push subscription decides where the server sends requests, so it must be a public
 * push service, never a machine of the server's own network. Its host must be a known push
 * service (or one the configuration adds), when it is stored and again when it is sent to; and
 * its addresses are checked when the server connects: the connection goes to the very address
 * that was checked (no second lookup a changed DNS answer could slip through), and a name that
 * resolves to a loopback, private, link-local or otherwise reserved address is refused.
 */
import { lookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const reserved = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  reserved.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['64:ff9b::', 96], // NAT64: an IPv4 address in disguise
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  reserved.addSubnet(network, prefix, 'ipv6');
}

/** Whether the server may connect to this IP address on a member's say-so. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !reserved.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  if (/^::ffff:/i.test(address)) return false;
  return !reserved.check(address, 'ipv6');
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

/**
 * A `lookup` for http(s).request that answers only public addresses: when any address of the
 * name is not public, the connection is refused outright rather than made to the others.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0) {
      const reason = new PrivateAddressError(
        `${hostname} resolves to ${refused?.address ?? 'nothing'}, not a public address`,
      );
      return callback(reason as NodeJS.ErrnoException, '', 0);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/** True when the name resolves and an address of it is not public; unknown names pass here. */
export function resolvesPrivately(hostname: string): Promise<boolean> {
  return new Promise((resolve) => {
    lookup(hostname, { all: true }, (error, addresses) =>
      resolve(!error && addresses.some((entry) => !isPublicAddress(entry.address))),
    );
  });
}

/**
 * The push services of the browsers members use: Chrome, Edge on Android, Opera and Samsung
 * Internet (Google), Firefox (Mozilla), Safari (Apple), Edge on Windows (Microsoft). A host
 * matches a name exactly or as a subdomain of it.
 */
export const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export interface EndpointRules {
  /** Tests only: any http(s) endpoint, a local receiver included. */
  allowPrivate: boolean;
  /** Push services besides the known ones (PUSH_SERVICES). */
  moreServices: readonly string[];
}

/**
 * Whether an endpoint may be stored and sent to: https on its default port, on a known push
 * service or one the configuration adds, by name (never an IP address). The services listen on
 * 443 only: another port would make the server knock on whatever else runs on their hosts.
 */
export function acceptsEndpoint(endpoint: string, rules: EndpointRules): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (rules.allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (url.protocol !== 'https:' || isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  // URL drops an explicit 443, the https default: any port left is another one.
  if (url.port !== '') return false;
  return [...KNOWN_PUSH_SERVICES, ...rules.moreServices].some(
    (service) => host === service || host.endsWith(`.${service}`),
  );
}
