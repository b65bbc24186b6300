import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Minimal cookie support (parse the Cookie header, write Set-Cookie). @fastify/cookie loads its parser
 * with a dynamic ESM import that jest cannot run without experimental flags; the sandbox needs only this.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part
        .slice(index + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  path?: string;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Default: whether the call came over https (TLS here, or X-Forwarded-Proto from the trusted proxy). */
  secure?: boolean;
  maxAge?: number;
  expires?: Date;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  if (options.expires) parts.push(`Expires=${options.expires.toUTCString()}`);
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}

function appendSetCookie(reply: FastifyReply, cookie: string): void {
  const current = reply.getHeader('set-cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current.map(String) : [String(current)];
  reply.header('set-cookie', [...list, cookie]);
}

/** A cookie set over https is Secure: the browser never sends it over plain http (docs/decisions.md D10). */
const overHttps = (reply: FastifyReply) => reply.request.protocol === 'https';

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions = {}): void {
  appendSetCookie(reply, serializeCookie(name, value, { ...options, secure: options.secure ?? overHttps(reply) }));
}

export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions = {}): void {
  appendSetCookie(reply, serializeCookie(name, '', { ...options, secure: options.secure ?? overHttps(reply), maxAge: 0, expires: new Date(0) }));
}
