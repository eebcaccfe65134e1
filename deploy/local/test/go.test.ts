import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goCandidates, goProxy, parseGoVersion, recentEnough, toolchainUrl } from '../go.ts';

const noGoHere = mkdtempSync(join(tmpdir(), 'no-go-'));

describe('Go toolchain', () => {
  it('when `go version` answers, then its release is read and compared with the 1.22 minimum', () => {
    expect(parseGoVersion('go version go1.26.8 linux/amd64')).toEqual([1, 26]);
    expect(parseGoVersion('go version go1.19.8 linux/amd64')).toEqual([1, 19]);
    expect(parseGoVersion('bash: go: command not found')).toBeUndefined();
    expect(recentEnough([1, 22])).toBe(true);
    expect(recentEnough([1, 26])).toBe(true);
    expect(recentEnough([2, 0])).toBe(true);
    expect(recentEnough([1, 19])).toBe(false);
    expect(recentEnough(undefined)).toBe(false);
  });

  it('when GOPROXY lists proxies, then the first URL is used; otherwise proxy.golang.org', () => {
    expect(goProxy({})).toBe('https://proxy.golang.org');
    expect(goProxy({ GOPROXY: 'direct' })).toBe('https://proxy.golang.org');
    expect(goProxy({ GOPROXY: 'https://goproxy.example/,https://proxy.golang.org,direct' })).toBe('https://goproxy.example');
    expect(goProxy({ GOPROXY: 'off|https://fallback.example' })).toBe('https://fallback.example');
    expect(goProxy({ GOPROXY_URL: 'https://old.example', GOPROXY: 'https://new.example' })).toBe('https://old.example');
  });

  it('when the toolchain is fetched, then the URL is the golang.org/toolchain module zip for this platform', () => {
    expect(toolchainUrl('https://proxy.golang.org', '1.26.8', 'linux', 'x64')).toBe(
      'https://proxy.golang.org/golang.org/toolchain/@v/v0.0.1-go1.26.8.linux-amd64.zip',
    );
    expect(toolchainUrl('https://p.example', '1.26.8', 'linux', 'arm64')).toBe(
      'https://p.example/golang.org/toolchain/@v/v0.0.1-go1.26.8.linux-arm64.zip',
    );
  });

  it('when CHAINSCRIBE_GO_DIRS is empty, then /usr/local/go is not searched; by default it is', () => {
    expect(goCandidates({ PATH: noGoHere, CHAINSCRIBE_GO_DIRS: '' })).toEqual([
      expect.stringMatching(/chainscribe\/go-toolchain\/go[\d.]+\/bin\/go$/),
    ]);
    expect(goCandidates({ PATH: noGoHere })).toEqual([
      '/usr/local/go/bin/go',
      expect.stringMatching(/chainscribe\/go-toolchain\/go[\d.]+\/bin\/go$/),
    ]);
  });
});
