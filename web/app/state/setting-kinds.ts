// The kinds of setting (a whole number in a range, one of some choices, an even number, a number in
// a range): what a setting is, and how each kind reads, writes and names what it allows. The
// shared settings (state/settings.ts) and each view's own (views/<view>/<view>-settings.ts) are
// made of these.

export interface Setting<T> {
  /** Its key in the URL hash and in embed.html's query: `d` in #view=heatmap&d=512. */
  param: string;
  /** Its attribute on <pe-explorer>: `d-model`. */
  attribute: string;
  initial: T;
  /** The value written in `text`, or undefined when it is not allowed. */
  parse(text: string): T | undefined;
  format(value: T): string;
  /** What is allowed, in words: "a whole number from 1 to 1024". */
  allowed: string;
}

/** A whole number in [min, max], or undefined. */
export function integer(text: string, min: number, max: number): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** A number in [min, max] (either end open where asked), or undefined. */
export function numberIn(text: string, min: number, max: number, minOpen = false): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && (minOpen ? value > min : value >= min) && value <= max ? value : undefined;
}

export function integerSetting(
  param: string,
  attribute: string,
  initial: number,
  min: number,
  max: number,
): Setting<number> {
  return {
    param,
    attribute,
    initial,
    parse: (text) => integer(text, min, max),
    format: String,
    allowed: `a whole number from ${min} to ${max}`,
  };
}

export function choiceSetting<T extends string | number>(
  param: string,
  attribute: string,
  initial: T,
  choices: readonly T[],
): Setting<T> {
  return {
    param,
    attribute,
    initial,
    parse: (text) => choices.find((choice) => String(choice) === text),
    format: String,
    allowed: choices.length === 2 ? `${choices[0]} or ${choices[1]}` : `one of ${choices.join(', ')}`,
  };
}

export function evenSetting(
  param: string,
  attribute: string,
  initial: number,
  min: number,
  max: number,
): Setting<number> {
  return {
    param,
    attribute,
    initial,
    parse: (text) => {
      const value = integer(text, min, max);
      return value !== undefined && value % 2 === 0 ? value : undefined;
    },
    format: String,
    allowed: `an even whole number from ${min} to ${max}`,
  };
}
