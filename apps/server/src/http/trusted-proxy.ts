import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config.ts';

/**
 * Whether to believe what the neighbour at `address`, `hop` proxies away, says of the request (its
 * X-Forwarded-For, -Proto and -Host): TRUST_PROXY's number of proxies, or their addresses and ranges.
 * Undefined when TRUST_PROXY trusts none. Fastify and the CSRF check ask the same question.
 */
export function proxyTrust(setting: Config['trustProxy']): ((address: string, hop: number) => boolean) | undefined {
  if (setting === false) return undefined;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}
