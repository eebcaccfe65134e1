import { describe, expect, it } from 'vitest';
import { archiveFilename } from './export-my-data.ts';

const day = new Date('2026-11-25T12:00:00.000Z');

describe('archiveFilename', () => {
  it('when the server names the file, then that name is kept', () => {
    expect(archiveFilename('attachment; filename="chainscribe-data-2026-11-25.json"', day)).toBe('chainscribe-data-2026-11-25.json');
    expect(archiveFilename("attachment; filename*=UTF-8''my%20data.json", day)).toBe('my data.json');
    expect(archiveFilename('attachment; filename="100%.json"', day)).toBe('100%.json');
  });

  it('when the name carries folders, then they cannot steer where the file goes', () => {
    expect(archiveFilename('attachment; filename="../../etc/passwd"', day)).toBe('.._.._etc_passwd');
  });

  it('when the server gives no name, then the file is named after the day', () => {
    expect(archiveFilename(null, day)).toBe('chainscribe-data-2026-11-25.json');
    expect(archiveFilename('attachment', day)).toBe('chainscribe-data-2026-11-25.json');
  });
});
