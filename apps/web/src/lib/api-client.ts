import type { QueryOf, RequestOf } from '@lmr/shared/api-contract';
import type { AnswerOf, NameOf } from '@lmr/shared/api-responses';
import { apiPath } from '@lmr/shared/route-declaration';
import type { ApiRoute } from '@lmr/shared/route-declaration';
import type { ErrorResponse } from '@lmr/shared/schemas';

/** What a call answers, as its response schema in the contract says (types only: no zod in the download). */
export type Answer<C extends ApiRoute> = AnswerOf<NameOf<C>>;

/** What went wrong with a call, with the server's field messages when it sent some. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface CallOptions<Body = unknown, Query = Record<string, string | number | undefined>> {
  params?: Record<string, string>;
  /** Added to the address as a query string, of the parameters the call's contract declares; undefined ones left out. */
  query?: Query;
  /** The JSON body, of the type the call's request schema in the contract reads. */
  body?: Body;
  form?: FormData;
  signal?: AbortSignal;
  /** Extra request headers, such as If-Match for an edit that must not overwrite someone else's. */
  headers?: Record<string, string>;
  /** Upload progress from 0 to 1; uses XMLHttpRequest, the only browser API that reports it. */
  onUploadProgress?: (fraction: number) => void;
}

async function toApiError(status: number, text: string): Promise<ApiError> {
  try {
    const { error } = JSON.parse(text) as ErrorResponse;
    return new ApiError(status, error.code, error.message, error.fields);
  } catch {
    return new ApiError(status, 'http_error', 'Something went wrong. Please try again later.');
  }
}

function queryString(query: Record<string, string | number | undefined> = {}): string {
  const given = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return given.length ? `?${new URLSearchParams(given.map(([name, value]) => [name, String(value)]))}` : '';
}

function parse(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  return contentType?.includes('application/json') ? JSON.parse(text) : text;
}

/** The web app's one HTTP client: every call goes through the shared API contract. */
export async function callApi<C extends ApiRoute>(
  call: C,
  options: CallOptions<RequestOf<NameOf<C>>, QueryOf<NameOf<C>>> = {},
): Promise<Answer<C>> {
  const url = apiPath(call.path, options.params) + queryString(options.query);
  if (options.onUploadProgress) return xhrCall<Answer<C>>(call.method, url, options);
  const headers: Record<string, string> = { accept: 'application/json, text/plain', ...options.headers };
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(url, {
    method: call.method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await res.text();
  if (!res.ok) throw await toApiError(res.status, text);
  return parse(text, res.headers.get('content-type')) as Answer<C>;
}

function xhrCall<T>(method: string, url: string, options: CallOptions): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onUploadProgress?.(e.loaded / e.total);
    xhr.onload = async () => {
      if (xhr.status >= 200 && xhr.status < 300)
        resolve(parse(xhr.responseText, xhr.getResponseHeader('content-type')) as T);
      else reject(await toApiError(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The connection failed. Please try again.'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    if (options.form) xhr.send(options.form);
    else if (options.body !== undefined) {
      xhr.setRequestHeader('content-type', 'application/json');
      xhr.send(JSON.stringify(options.body));
    } else xhr.send();
  });
}
