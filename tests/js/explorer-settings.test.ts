// The explorer's settings (web/app/state/settings.ts) are the one place the URL hash keys,
// <pe-explorer> attributes and embed query keys come from: each must read back what it writes,
// refuse what is out of range, and name itself uniquely.
import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, settingOf } from '../../web/app/state/settings.js';

describe('explorer settings', () => {
  it('each default reads back from the text it writes', () => {
    for (const key of SETTING_KEYS) {
      const setting = settingOf(key);
      expect(setting.parse(setting.format(setting.initial)), key).toEqual(setting.initial);
    }
  });

  it('hash keys and attributes are unique, and neither is "view" or "controls"', () => {
    const params = SETTING_KEYS.map((key) => settingOf(key).param);
    const attributes = SETTING_KEYS.map((key) => settingOf(key).attribute);
    expect(new Set(params).size).toBe(params.length);
    expect(new Set(attributes).size).toBe(attributes.length);
    for (const reserved of ['view', 'controls']) {
      expect(params).not.toContain(reserved);
      expect(attributes).not.toContain(reserved);
    }
  });

  it('links count steps from 1, the state from 0', () => {
    expect(settingOf('step').parse('3')).toBe(2);
    expect(settingOf('step').format(2)).toBe('3');
    expect(settingOf('step').parse('0')).toBeUndefined();
    expect(settingOf('step').parse('9')).toBeUndefined();
  });

  it('refuses what is outside each range, and says what is allowed', () => {
    const refused: [Parameters<typeof settingOf>[0], string][] = [
      ['dModel', '0'],
      ['dModel', '1025'],
      ['dModel', '2.5'],
      ['length', ''],
      ['base', '1'],
      ['base', '1e7'],
      ['base', 'NaN'],
      ['layout', 'diagonal'],
      ['dims', '1,,2'],
      ['dims', '0,1,2,3,4,5,6,7,8'],
      ['exampleBase', '1000'],
      ['orderDModel', '5'],
      ['headDim', '63'],
      ['headDim', '0'],
      ['ropeType', 'ntk'],
      ['ropeFactor', '0.5'],
      ['heads', '257'],
    ];
    for (const [key, text] of refused) expect(settingOf(key).parse(text), `${key}=${text}`).toBeUndefined();
    expect(settingOf('headDim').allowed).toBe('an even whole number from 2 to 512');
    expect(settingOf('orderDModel').allowed).toBe('one of 4, 8, 16');
    expect(settingOf('layout').allowed).toBe('interleaved or split');
  });

  it('reads valid values', () => {
    expect(settingOf('base').parse('2.5')).toBe(2.5);
    expect(settingOf('dims').parse('0,3,5')).toEqual([0, 3, 5]);
    expect(settingOf('headDim').parse('128')).toBe(128);
    expect(settingOf('ropeType').parse('yarn')).toBe('yarn');
    expect(settingOf('ropeFactor').parse('32')).toBe(32);
    expect(settingOf('orderBase').parse('100')).toBe(100);
  });
});
