/// <reference types="node" />
// What every subcommand of the command line shares about flags: parsing them, reading numbers
// from them, and translating the API's errors (which name options, `options.base`) into the
// flags the user typed (`--base`), echoing the text as typed rather than the number it became.
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake in what the user typed: printed as one line, exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type Flags = Record<string, string | boolean | undefined>;

export const FORMATS = ['numpy', 'csv', 'json'] as const;
export type Format = (typeof FORMATS)[number];

/**
 * parseArgs with strict checking; its errors (unknown flag, missing value) become one-line
 * UsageErrors. A negative number after a flag that takes a value is that value (`--offset -3`,
 * which parseArgs would call ambiguous), so that the range check can say what is allowed.
 */
export function parseFlags(argv: string[], options: NonNullable<ParseArgsConfig['options']>): Flags {
  const takesValue = (arg: string) => {
    const long = arg.startsWith('--')
      ? arg.slice(2)
      : Object.keys(options).find((name) => `-${options[name]!.short}` === arg);
    return long !== undefined && options[long]?.type === 'string';
  };
  const args = argv.flatMap((arg, i) => {
    if (i > 0 && takesValue(argv[i - 1]!) && /^-[\d.]/.test(arg)) return [];
    const next = argv[i + 1];
    return takesValue(arg) && next !== undefined && /^-[\d.]/.test(next)
      ? [`${arg}${arg.startsWith('--') ? '=' : ''}${next}`]
      : [arg];
  });
  try {
    return parseArgs({ args, options, strict: true }).values as Flags;
  } catch (error) {
    throw new UsageError((error as Error).message.replace(/\s*\n\s*/g, ' '));
  }
}

/** A number flag (undefined when absent): any JavaScript number literal, as typed. */
export function numberFlag(flag: string, text: string | boolean | undefined): number | undefined {
  if (text === undefined || typeof text === 'boolean') return undefined;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new UsageError(`--${flag} expects a number; got "${text}"`);
  return value;
}

/** An integer flag (undefined when absent). */
export function integerFlag(flag: string, text: string | boolean | undefined): number | undefined {
  if (text === undefined || typeof text === 'boolean') return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value))
    throw new UsageError(`--${flag} expects an integer; got "${text}"`);
  return value;
}

export function formatFlag(text: string | boolean | undefined): Format {
  if (!FORMATS.includes(text as Format))
    throw new UsageError(`--format must be numpy, csv or json; got "${String(text)}"`);
  return text as Format;
}

/** The API's name for a value (`options.base`, `headDim`) → the flag that sets it (`base`, `head-dim`). */
export type FlagOfOption = Record<string, string>;

/**
 * An API error (RangeError/TypeError) as a UsageError in flag names: every option name in the
 * message becomes its flag, and when the message is about one flag (it starts with its name)
 * its "; got …" shows that flag's text as typed (`--offset 9007199254740993`, not …992).
 * Other errors pass through unchanged.
 */
export function inFlagNames(error: unknown, flagOf: FlagOfOption, flags: Flags): unknown {
  if (!(error instanceof RangeError || error instanceof TypeError)) return error;
  let message = error.message.replace(/^positional-encoding: /, '');
  const names = Object.keys(flagOf).sort((a, b) => b.length - a.length);
  // Names are matched whole: not inside a longer identifier or after a '.'/'-'.
  const pattern = new RegExp(
    `(?<![\\w.-])(${names.map((n) => n.replace(/[.[\]()]/g, '\\$&')).join('|')})(?![\\w])`,
    'g',
  );
  const subject = names.find((name) => message.startsWith(`${name} `));
  message = message.replace(pattern, (name) => `--${flagOf[name]}`);
  const typed = subject === undefined ? undefined : flags[flagOf[subject]!];
  if (typeof typed === 'string') message = message.replace(/; got [^;]*$/, `; got ${typed}`);
  return new UsageError(message);
}

/** Runs `work`, translating the API's errors into flag names (see inFlagNames). */
export async function withFlagNames<T>(flagOf: FlagOfOption, flags: Flags, work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw inFlagNames(error, flagOf, flags);
  }
}
