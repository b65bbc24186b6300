import { mkdirSync, mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pruneReleases, releaseVersion } from './releaseFolder';

describe('release folders', () => {
  it('names a release by its package version and build hash', () => {
    expect(releaseVersion('1.4.0', '3fa9c2d1e0b4a7c6')).toBe('1.4.0-3fa9c2d1');
  });

  it('keeps the newest releases and removes the older ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
    ['1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb', '1.1.0-cccccccc', '1.2.0-dddddddd'].forEach((name, index) => {
      mkdirSync(path.join(dir, name));
      const time = new Date(2026, 0, 1 + index);
      utimesSync(path.join(dir, name), time, time);
    });
    expect(pruneReleases(dir, 2).sort()).toEqual(['1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb']);
    expect(readdirSync(dir).sort()).toEqual(['1.1.0-cccccccc', '1.2.0-dddddddd']);
    expect(pruneReleases(path.join(dir, 'missing'))).toEqual([]);
  });
});
