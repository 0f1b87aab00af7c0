import { describe, expect, it } from 'vitest';
import { frameRules } from './frame-rules';

describe('frameRules', () => {
  it.each(['/', '/home', '/help', '/live', '/member', '/promotions', '/pointMall', '/whatever'])(
    '%s shows side menu, banner and footer',
    (path) => {
      expect(frameRules(path)).toEqual({ sideMenu: true, footer: true, banner: true });
    },
  );

  it.each(['/seamless', '/lottery', '/vnLottery', '/seaLottery', '/SeaLottery/', '/VNLOTTERY'])(
    '%s hides side menu, banner and footer (case-insensitive, trailing slash ignored)',
    (path) => {
      expect(frameRules(path)).toEqual({ sideMenu: false, footer: false, banner: false });
    },
  );

  it("hides only the side menu on the spec's '/lottert' path", () => {
    expect(frameRules('/lottert')).toEqual({ sideMenu: false, footer: true, banner: false });
  });
});
