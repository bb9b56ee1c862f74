import type { Access } from './roles.ts';

/**
 * Every API call: method, path (a contract with clients: keep it) and who may make it. Plain data without schemas,
 * so the browser's first download carries no validation library; api-contract.ts adds the schemas.
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify syntax: `:name` is a path parameter. */
  path: string;
  access: Access;
  summary: string;
  /** Multipart uploads are parsed by the route itself, field by field. */
  multipart?: true;
  /** Answers that are plain text rather than JSON (GET /api/role). */
  text?: true;
  /**
   * `false` exempts the call from the cross-site Origin check: only for calls that mail programs make
   * without a cookie (RFC 8058 one-click unsubscribe), which must change nothing a session protects.
   */
  csrf?: false;
  /** A POST that only computes an answer (a preview): not an admin action, so not in the audit log. */
  changesNothing?: true;
  /** One of the calls a session may make before it has passed its second factor (second-factor-routes.ts). */
  secondFactorStep?: true;
  /** A user's call that the audit log records whoever makes it (admins' changes are recorded by their rule). */
  audited?: true;
  /**
   * A call that changes how the user signs in: refused with 403 `confirmation_required` unless the session gave its
   * password or a second factor within the last CONFIRMATION_MINUTES (second-factor.ts), as GitHub's sudo mode does.
   */
  recentConfirmation?: true;
}

/** Declares one call, keeping its literal method and path in the type. */
export const call = <const T extends ApiRoute>(c: T) => c;

/** Fills `:name` parameters, each URL-encoded, so titles with spaces, slashes or quotes survive. */
export function apiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
