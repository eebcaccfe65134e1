import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushSupported } from './web-push.ts';

describe('base64UrlToBytes', () => {
  it('when a VAPID key comes URL-safe and unpadded, then it becomes the raw bytes the browser wants', () => {
    // 0xfb 0xff 0xfe encodes to "-__-" in URL-safe base64 ("+//+" in plain base64).
    expect([...base64UrlToBytes('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    // Two bytes leave one padding character off.
    expect([...base64UrlToBytes('AQI')]).toEqual([1, 2]);
  });

  it('when a real 65-byte P-256 public key is read, then it starts with the uncompressed-point marker 4', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});

describe('pushSupported', () => {
  it('when the page has no service worker or PushManager (jsdom), then push is reported unavailable', () => {
    expect(pushSupported()).toBe(false);
  });
});
