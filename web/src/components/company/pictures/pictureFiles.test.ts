import { describe, expect, it } from 'vitest';
import { fitWithin, isAcceptedFile, LOGO_RULE, PROFILE_PICTURE_RULE } from './pictureFiles.ts';

describe('picture files', () => {
  it('takes .jpg, .jpeg and .png profile pictures and .jpg and .png logos only', () => {
    const file = (name: string, type: string) => ({ name, type });
    expect(isAcceptedFile(file('Me.JPEG', 'image/jpeg'), PROFILE_PICTURE_RULE)).toBe(true);
    expect(isAcceptedFile(file('me.png', 'image/png'), PROFILE_PICTURE_RULE)).toBe(true);
    expect(isAcceptedFile(file('me.gif', 'image/gif'), PROFILE_PICTURE_RULE)).toBe(false);
    expect(isAcceptedFile(file('me.svg', 'image/svg+xml'), PROFILE_PICTURE_RULE)).toBe(false);
    expect(isAcceptedFile(file('tool.exe.jpg', 'application/x-msdownload'), PROFILE_PICTURE_RULE)).toBe(
      false,
    );
    expect(isAcceptedFile(file('logo.jpeg', 'image/jpeg'), LOGO_RULE)).toBe(false);
    expect(isAcceptedFile(file('logo.jpg', 'image/jpeg'), LOGO_RULE)).toBe(true);
  });

  it('fits a picture within its box, keeping proportions and never enlarging', () => {
    expect(fitWithin(1200, 900, 400, 400)).toEqual({ width: 400, height: 300 });
    expect(fitWithin(900, 1200, 400, 400)).toEqual({ width: 300, height: 400 });
    expect(fitWithin(100, 50, 400, 400)).toEqual({ width: 100, height: 50 });
    expect(fitWithin(1000, 500, 240, 60)).toEqual({ width: 120, height: 60 });
    expect(fitWithin(4000, 10, 240, 60)).toEqual({ width: 240, height: 1 });
  });
});
