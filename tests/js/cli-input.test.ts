// `--input`: the CSV/JSON reader refuses anything that is not a clean rectangle of finite float32
// numbers, naming the line and column (1-based, as an editor shows them); exit code 2, one line
// on stderr, no stack trace. Read through the real binary, from a file and from standard input.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MatrixParser } from '../../web/lib/cli-matrix.js';
import init, { addPositionalEncoding } from '../../web/lib/index.js';

const cli = new URL('../../dist/lib/cli.js', import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), 'pe-cli-input-'));

function runWithInput(text: string, ...args: string[]) {
  const file = join(folder, `x${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(file, text);
  return spawnSync(process.execPath, [cli, '--input', file, ...args], { encoding: 'utf8' });
}

function parse(text: string, chunk = text.length || 1) {
  const parser = new MatrixParser('--input x');
  for (let i = 0; i < text.length; i += chunk) parser.push(text.slice(i, i + chunk));
  return parser.end();
}

beforeAll(() => init());

describe('--input is refused with the line and column named', () => {
  it.each([
    ['1,,3,4\n', 'line 1, column 3: empty field'],
    ['1,2\n3,4,\n', 'line 2, column 4: empty field (the line ends with a comma)'],
    [',1,2\n', 'line 1, column 1: empty field (the line starts with a comma)'],
    ['1,2,3\n4,5\n', 'line 2, column 4: row 2 has 2 numbers, the first row 3 (ragged rows)'],
    ['1,2\n3,4,5\n', 'line 2, column 5: row 2 has more than 2 numbers'],
    ['dim0,dim1\n1,2\n', 'line 1, column 1: "dim0" is not a number (a header line?'],
    ['1,2\n3,abc\n', 'line 2, column 3: "abc" is not a number'],
    ['1, inf\n', 'line 1, column 4: "inf" is not a finite number'],
    ['nan 1\n', 'line 1, column 1: "nan" is not a finite number'],
    ['1,1e39\n', "line 1, column 3: 1e39 is beyond float32's range"],
    ['1,0x10\n', 'line 1, column 3: "0x10" is not a number'],
    ['\n\n  \n', 'the file is empty'],
    ['', 'the file is empty'],
    ['[[1, 2],\n [3]]\n', 'line 2, column 4: row 2 has 1 number, the first row 2 (ragged rows)'],
    ['[[1, 2], [3, null]]', 'line 1, column 14: "null" is not a number'],
    ['[[1, 2],]', "line 1, column 9: a trailing ',' before ']'"],
    ['[[1, Infinity]]', 'line 1, column 6: "Infinity" is not a finite number'],
    ['[[1, 2]', 'line 1, column 8: the JSON ends before its closing ]'],
    ['[[1 2]]', "line 1, column 5: expected ',' or ']'; got '2'"],
    ['[]', 'line 1, column 2: no rows (an empty array)'],
    ['[[1, 2]] x', "line 1, column 10: unexpected 'x' after the JSON's closing ]"],
    ['[[[1]]]', 'line 1, column 3: rows must hold numbers, not arrays'],
  ])('%j → %s', (text, message) => {
    const { stdout, stderr, status } = runWithInput(text);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a missing file is one line, no stack trace', () => {
    const { stderr, status } = spawnSync(process.execPath, [cli, '--input', join(folder, 'missing.csv')], {
      encoding: 'utf8',
    });
    expect(status).toBe(2);
    expect(stderr).toBe(`positional-encoding: --input ${join(folder, 'missing.csv')}: cannot read it (no such file)\n`);
  });

  it('the same answer whatever the chunks the stream delivers', () => {
    const text = '\uFEFF1.5, -2e-3 ,3\r\n\n 4\t5   6\n+7,.5,8.\n';
    for (const chunk of [1, 2, 3, 7, 1000]) {
      const m = parse(text, chunk);
      expect([m.rows, m.cols]).toEqual([3, 3]);
      expect(Array.from(m.values)).toEqual(Array.from(Float32Array.of(1.5, -2e-3, 3, 4, 5, 6, 7, 0.5, 8)));
    }
    for (const chunk of [1, 4, 1000]) {
      expect(Array.from(parse('[[1, 2.5e0],\n [-0, 4]]\n', chunk).values)).toEqual([1, 2.5, -0, 4]);
    }
    expect(() => parse('1,2\n3,,4', 1)).toThrow('--input x, line 2, column 3: empty field');
  });

  it('reads standard input ("-") and adds the table to it', () => {
    const x = [
      [0.5, -1, 2],
      [3, 4, 5],
    ];
    const { stdout, status } = spawnSync(process.execPath, [cli, '--input', '-', '--format', 'json'], {
      input: x.map((row) => row.join(' ')).join('\n'),
      encoding: 'utf8',
    });
    expect(status).toBe(0);
    expect(JSON.parse(stdout).values.flat()).toEqual(
      Array.from(addPositionalEncoding(Float32Array.from(x.flat()), [1, 2, 3])),
    );
  });
});
