// The one list of views is views/registry.ts, and each view declares its own settings in its folder.
// What is derived from them is generated (`npm run views:list`) or checked here against them: this
// fails when a generated file drifts, when a setting is documented nowhere, when a view names a
// setting that does not exist, or when a setting is kept by no view or declared in the wrong place.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VIEWS, VIEW_NAMES } from '../../web/app/views/registry.js';
import { SETTING_KEYS, SETTINGS, settingOf, type SettingKey } from '../../web/app/state/settings.js';
import { VIEW_SETTINGS } from '../../web/app/state/view-settings.generated.js';
import { FORM_FIELDS } from '../../web/app/state/form-fields.js';
import {
  explorerViewUnion,
  foldersWithSettings,
  GENERATED_SETTINGS,
  KEYS_BEGIN,
  KEYS_DOC,
  KEYS_END,
  keysRows,
  keysTable,
  PUBLIC_TYPES,
  UNION_BEGIN,
  UNION_END,
  viewSettingsModule,
  // @ts-expect-error: a plain .mjs script, without types
} from '../../web/scripts/views-list.mjs';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const betweenMarkers = (text: string, begin: string, end: string) =>
  text.slice(text.indexOf(begin) + begin.length, text.indexOf(end)).trim();
const REGENERATE = 'run `npm run views:list` to regenerate it';

/** The views that keep `key`: in their settings, or as a field of the shared form they show. */
const keptBy = (key: SettingKey) =>
  VIEWS.filter((view) => view.settings.includes(key) || (view.formFields as readonly string[]).includes(key)).map(
    (view) => view.name,
  );

describe('generated from the views', () => {
  it("state/view-settings.generated.ts gathers every view folder's own settings", () => {
    expect(read(GENERATED_SETTINGS), REGENERATE).toBe(viewSettingsModule(foldersWithSettings()));
  });

  it('the published ExplorerView union is the registry’s view names, in tab order', () => {
    const union = betweenMarkers(read(PUBLIC_TYPES), UNION_BEGIN, UNION_END);
    expect(union, REGENERATE).toBe(explorerViewUnion(VIEW_NAMES));
  });

  it("docs/course-sites.md's table of keys is the settings table", () => {
    const table = betweenMarkers(read(KEYS_DOC), KEYS_BEGIN, KEYS_END);
    expect(table, REGENERATE).toBe(keysTable(keysRows(VIEWS, SETTING_KEYS, settingOf)));
  });
});

describe('checked against the views', () => {
  it("public-types.d.ts's attribute list documents every setting's attribute, and names every view", () => {
    const types = read(PUBLIC_TYPES);
    const docs = types.slice(0, types.indexOf('*/'));
    const missing = SETTING_KEYS.filter((key) => !docs.includes(`\`${settingOf(key).attribute}\``));
    expect(
      missing.map((key) => settingOf(key).attribute),
      'attributes to document in public-types.d.ts',
    ).toEqual([]);
    const viewLine = /- `view` \(([^)]+)\)/.exec(docs)![1]!.replace(/\s*\*\s*/g, ' ');
    expect(viewLine.split('|').map((name) => name.trim())).toEqual([...VIEW_NAMES]);
  });

  it('every setting a view names exists, and so does every form field it shows', () => {
    const fields = FORM_FIELDS.map((field) => field.key);
    for (const view of VIEWS) {
      for (const key of view.settings) expect(SETTING_KEYS, `${view.name}'s setting`).toContain(key);
      for (const key of view.formFields) expect(fields, `${view.name}'s form field`).toContain(key);
      for (const key of Object.keys(view.defaults ?? {})) expect(keptBy(key as SettingKey)).toContain(view.name);
    }
  });

  it('every setting is kept by some view', () => {
    expect(SETTING_KEYS.filter((key) => keptBy(key).length === 0)).toEqual([]);
  });

  it("a view's own setting is kept by that view alone; a shared one by several views or the shared form", () => {
    const formKeys: string[] = FORM_FIELDS.map((field) => field.key);
    for (const key of SETTING_KEYS) {
      const own = key in VIEW_SETTINGS;
      const views = keptBy(key);
      if (own) {
        expect(views, `${key} is declared in one view's folder`).toHaveLength(1);
        expect(formKeys, `${key} is declared in a view's folder`).not.toContain(key);
      } else {
        expect(
          views.length > 1 || formKeys.includes(key),
          `${key} (kept by ${views.join(', ')}) belongs in views/${views[0]}/${views[0]}-settings.ts`,
        ).toBe(true);
      }
    }
  });

  it("a view folder's settings are its view's (a folder is named as its view), and no two folders declare one", async () => {
    const keys: string[] = [];
    for (const folder of foldersWithSettings() as string[]) {
      const module = (await import(`../../web/app/views/${folder}/${folder}-settings.ts`)) as {
        OWN_SETTINGS: Record<string, unknown>;
      };
      for (const key of Object.keys(module.OWN_SETTINGS)) expect(keptBy(key as SettingKey), key).toEqual([folder]);
      keys.push(...Object.keys(module.OWN_SETTINGS));
    }
    expect(keys.length).toBe(new Set(keys).size);
    expect([...keys].sort()).toEqual(Object.keys(VIEW_SETTINGS).sort());
    expect(Object.keys(SETTINGS)).toEqual(SETTING_KEYS);
  });
});
