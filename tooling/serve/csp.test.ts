import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hostContentSecurityPolicy, remoteOrigins } from './csp';

describe('host Content-Security-Policy', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-'));
  const file = path.join(dir, 'remotes.json');

  it('allows scripts and calls only from itself and the remotes named in remotes.json', () => {
    writeFileSync(file, JSON.stringify({ auth: 'https://cdn.exemplo.com.br/auth/v3/mf-manifest.json', account: 'http://localhost:3004/mf-manifest.json' }));
    const policy = hostContentSecurityPolicy(remoteOrigins(file));
    expect(policy).toContain("script-src 'self' https://cdn.exemplo.com.br http://localhost:3004;");
    expect(policy).toContain("connect-src 'self' https://cdn.exemplo.com.br http://localhost:3004;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('ignores entries that are not http(s) URLs and survives a broken file', () => {
    writeFileSync(file, JSON.stringify({ x: 'javascript:alert(1)', y: 42, z: 'data:text/javascript,1' }));
    expect(remoteOrigins(file)).toEqual([]);
    writeFileSync(file, '{broken');
    expect(remoteOrigins(file)).toEqual([]);
    expect(remoteOrigins(path.join(dir, 'missing.json'))).toEqual([]);
  });
});
