import type { TrustedProxies } from '../config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY (docs/decisions/049). Each proxy appends the address it saw
 * to X-Forwarded-For, so the client is the entry `hops` places from the right: the socket's peer and
 * the `hops - 1` entries after it are proxies, the next one is the client, and whatever the client
 * wrote further left is never read. Fastify itself no longer takes a number (it cannot tell whether
 * the peer is a proxy), so the count is this function; a list of addresses is proxy-addr's own check.
 */
export function trustProxyOption(trusted: TrustedProxies): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === 'number') return trusted === 0 ? false : (_address, hop) => hop < trusted;
  return trusted;
}
