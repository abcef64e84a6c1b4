/// <reference types="node" />
// `--input FILE`: a matrix of numbers from CSV (fields separated by commas and/or spaces) or a
// JSON array of rows, read as a stream of chunks (a file of any size need not be one string).
// Anything that is not a clean rectangle of finite float32 numbers is refused, naming the line
// and column (1-based, as an editor shows them): ragged rows, empty fields, leading or trailing
// commas, words (a header line), inf/nan, values beyond float32, an empty file.
import { createReadStream } from 'node:fs';
import { UsageError } from './cli-flags.js';

export interface Matrix {
  rows: number;
  cols: number;
  /** rows × cols, row-major. */
  values: Float32Array;
}

/** A CSV field or a JSON number. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const NON_FINITE = /^[+-]?(?:inf|infinity|nan)$/i;
/** Longer tokens are not numbers anyway: stop collecting (a binary file has no separators). */
const MAX_TOKEN = 64;

export class MatrixError extends UsageError {}

/** Rows of numbers, fed text in chunks. */
export class MatrixParser {
  private line = 1;
  private column = 0; // of the character just read
  private kind: 'csv' | 'json' | undefined;
  private token = '';
  private tokenColumn = 0;
  private row: number[] = [];
  private rows = 0;
  private cols = -1;
  private values = new Float32Array(1024);
  private count = 0;
  // CSV: was the last separator on this line a comma with no field after it yet (its column)?
  private openComma = 0;
  // JSON: 0 before '[', 1 inside the outer array, 2 inside a row, 3 after the outer ']'.
  private depth = 0;
  private expectValue = true; // JSON: a value (not ',' or ']') must come next
  private started = false;

  constructor(private readonly name: string) {}

  push(chunk: string): void {
    for (let i = 0; i < chunk.length; i += 1) {
      const ch = chunk[i]!;
      if (ch === '\n') {
        this.endLine();
        this.line += 1;
        this.column = 0;
        continue;
      }
      this.column += 1;
      if (!this.started) {
        if (ch === '\uFEFF' && this.line === 1 && this.column === 1) {
          this.column = 0;
          continue;
        }
        if (isSpace(ch)) continue;
        this.started = true;
        this.kind = ch === '[' ? 'json' : 'csv';
      }
      if (this.kind === 'csv') this.csvChar(ch);
      else this.jsonChar(ch);
    }
  }

  /** The matrix, once all the text has been pushed. */
  end(): Matrix {
    this.endLine();
    if (!this.started) throw new MatrixError(`${this.name}: the file is empty (expected rows of numbers)`);
    if (this.kind === 'json' && this.depth !== 3) {
      this.fail(this.line, this.column + 1, 'the JSON ends before its closing ]');
    }
    return { rows: this.rows, cols: this.cols, values: this.values.slice(0, this.count) };
  }

  private fail(line: number, column: number, what: string): never {
    throw new MatrixError(`${this.name}, line ${line}, column ${column}: ${what}`);
  }

  private endLine(): void {
    if (this.kind === 'csv') {
      this.endToken();
      if (this.openComma > 0) this.fail(this.line, this.openComma, 'empty field (the line ends with a comma)');
      if (this.row.length > 0) this.endRow(this.line, this.column + 1);
    } else if (this.kind === 'json' && this.token !== '') {
      this.endToken();
    }
  }

  private csvChar(ch: string): void {
    if (ch === ',') {
      if (this.token === '') {
        if (this.row.length === 0 && this.openComma === 0)
          this.fail(this.line, this.column, 'empty field (the line starts with a comma)');
        if (this.openComma > 0) this.fail(this.line, this.column, 'empty field (two commas with nothing between them)');
      }
      this.endToken();
      this.openComma = this.column;
    } else if (isSpace(ch)) {
      this.endToken();
    } else {
      this.addToTokenChar(ch);
    }
  }

  private jsonChar(ch: string): void {
    if (isSpace(ch)) {
      this.endToken();
      return;
    }
    if (ch !== '[' && ch !== ']' && ch !== ',') {
      if (this.depth === 3) this.fail(this.line, this.column, `unexpected '${ch}' after the JSON's closing ]`);
      if (this.depth !== 2)
        this.fail(this.line, this.column, `expected '['; got '${ch}' (the JSON must be an array of rows of numbers)`);
      if (this.token === '' && !this.expectValue) this.fail(this.line, this.column, `expected ',' or ']'; got '${ch}'`);
      this.addToTokenChar(ch);
      return;
    }
    this.endToken();
    if (ch === '[') {
      if (this.depth > 1)
        this.fail(
          this.line,
          this.column,
          this.depth === 3 ? "unexpected '[' after the JSON's closing ]" : 'rows must hold numbers, not arrays',
        );
      if (this.depth === 1 && !this.expectValue)
        this.fail(this.line, this.column, "expected ',' or ']' between rows; got '['");
      this.depth += 1;
      this.expectValue = true;
    } else if (ch === ']') {
      if (this.depth === 0 || this.depth === 3) this.fail(this.line, this.column, "unexpected ']'");
      if (this.expectValue && (this.depth === 2 ? this.row.length > 0 : this.rows > 0)) {
        this.fail(this.line, this.column, "a trailing ',' before ']'");
      }
      if (this.depth === 2) {
        if (this.row.length === 0) this.fail(this.line, this.column, 'an empty row []');
        this.endRow(this.line, this.column);
      } else if (this.rows === 0) {
        this.fail(this.line, this.column, 'no rows (an empty array)');
      }
      this.depth = this.depth === 2 ? 1 : 3;
      this.expectValue = false;
    } else {
      if (this.depth !== 1 && this.depth !== 2) this.fail(this.line, this.column, "unexpected ','");
      if (this.expectValue) this.fail(this.line, this.column, "a ',' where a value should be");
      this.expectValue = true;
    }
  }

  private addToTokenChar(ch: string): void {
    if (this.token === '') this.tokenColumn = this.column;
    if (this.token.length < MAX_TOKEN) this.token += ch;
  }

  private endToken(): void {
    if (this.token === '') return;
    const text = this.token;
    const column = this.tokenColumn;
    this.token = '';
    this.openComma = 0;
    const shown = text.length >= MAX_TOKEN ? `${text.slice(0, 20)}…` : text;
    if (NON_FINITE.test(text))
      this.fail(this.line, column, `"${shown}" is not a finite number (--input takes finite numbers only)`);
    if (!(this.kind === 'json' ? JSON_NUMBER : DECIMAL).test(text)) {
      const header =
        this.kind === 'csv' && this.rows === 0 && /[a-z_]/i.test(text)
          ? ' (a header line? --input takes numbers only)'
          : '';
      this.fail(this.line, column, `"${shown}" is not a number${header}`);
    }
    const value = Number(text);
    if (!Number.isFinite(Math.fround(value))) {
      this.fail(this.line, column, `${text} is beyond float32's range (|x| < 3.4028235e38)`);
    }
    if (this.kind === 'json') this.expectValue = false;
    if (this.cols >= 0 && this.row.length === this.cols) {
      this.fail(
        this.line,
        column,
        `row ${this.rows + 1} has more than ${this.cols} numbers, as many as the first row has (ragged rows)`,
      );
    }
    this.row.push(value);
  }

  /** A row is complete: same width as the first, then stored. (line, column): where it ended. */
  private endRow(line: number, column: number): void {
    if (this.cols < 0) this.cols = this.row.length;
    if (this.row.length !== this.cols) {
      this.fail(
        line,
        column,
        `row ${this.rows + 1} has ${this.row.length} number${this.row.length === 1 ? '' : 's'}, the first row ${this.cols} (ragged rows)`,
      );
    }
    if (this.count + this.cols > this.values.length) {
      const grown = new Float32Array(Math.max(2 * this.values.length, this.count + this.cols));
      grown.set(this.values.subarray(0, this.count));
      this.values = grown;
    }
    this.values.set(this.row, this.count);
    this.count += this.cols;
    this.rows += 1;
    this.row = [];
  }
}

function isSpace(ch: string): boolean {
  return ch === ' ' || ch === '\t' || ch === '\r';
}

/** Reads `--input FILE` ("-": standard input) as a stream; MatrixError (a UsageError) for anything wrong. */
export async function readMatrix(file: string, flag = '--input'): Promise<Matrix> {
  const name = `${flag} ${file}`;
  const parser = new MatrixParser(name);
  const stream = file === '-' ? process.stdin : createReadStream(file);
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) parser.push(chunk as string);
  } catch (error) {
    if (error instanceof MatrixError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : (code ?? String(error));
    throw new MatrixError(`${name}: cannot read it (${reason})`);
  }
  return parser.end();
}
