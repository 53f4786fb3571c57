import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTables, parseSr28 } from './build-usda-data.ts';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('parseSr28', () => {
  it('splits on ^, unwraps ~text~, reads CRLF and bare CR line ends, decodes µ and curly quotes', () => {
    const bytes = Buffer.concat([
      latin1('~317~^~\xb5g~^~SE~^~Selenium, Se~^~1~^~6200~\r\n'),
      latin1('~22996~^1^1^~Entr\xe9e~^269^1^\r'),
      latin1('~09520~^~0900~^~Kiwifruit~^^^^^^^~Actinidia \x91Zesy002\x92~\r\n'),
    ]);
    expect(parseSr28(bytes)).toEqual([
      ['317', 'µg', 'SE', 'Selenium, Se', '1', '6200'],
      ['22996', '1', '1', 'Entrée', '269', '1', ''],
      ['09520', '0900', 'Kiwifruit', '', '', '', '', '', '', 'Actinidia ‘Zesy002’'],
    ]);
  });
});

describe('buildTables', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'brigade-sr28-src-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => writeFileSync(path.join(dir, name), gzipSync(latin1(text)));

  it('keeps the fields the product uses, numbers in their shortest form', () => {
    write('FD_GROUP.txt.gz', '~0100~^~Dairy and Egg Products~\r\n');
    write(
      'FOOD_DES.txt.gz',
      '~01001~^~0100~^~Butter, salted~^~BUTTER,WITH SALT~^^^~Y~^^0^^6.38^4.27^8.79^3.87\r\n' +
        '~01188~^~0100~^~KRAFT CHEEZ WHIZ~^~KRAFT CHEEZ WHIZ~^^~Kraft Foods, Inc.~^^^0^^^^^\r\n' +
        // Onions: Refuse (the 9th field) 10 % "Stem ends, sprouts and defects"
        '~11282~^~1100~^~Onions, raw~^~ONIONS,RAW~^^^~Y~^~Stem ends, sprouts and defects~^10^~Allium cepa~^6.25^2.78^8.37^3.84',
    );
    write(
      'NUTR_DEF.txt.gz',
      '~203~^~g~^~PROCNT~^~Protein~^~2~^~600~\r\n~317~^~\xb5g~^~SE~^~Selenium, Se~^~1~^~6200~\r\n',
    );
    write('NUT_DATA.txt.gz', '~01001~^~203~^0.850^16^0.074^~1~^^^^^^^^^^^11/1976^\r\n');
    write('WEIGHT.txt.gz', '~01001~^2^1^~tbsp~^14.2^^\r\n~01001~^3^1.0^~cup~^227^^\r\n');
    expect(buildTables(dir)).toEqual({
      foodGroups: [['0100', 'Dairy and Egg Products']],
      foods: [
        ['1001', '0100', 'Butter, salted', '', '0'],
        ['1188', '0100', 'KRAFT CHEEZ WHIZ', 'Kraft Foods, Inc.', '0'],
        ['11282', '1100', 'Onions, raw', '', '10'],
      ],
      nutrients: [
        ['203', 'g', 'Protein', '2', '600'],
        ['317', 'µg', 'Selenium, Se', '1', '6200'],
      ],
      foodNutrients: [['1001', '203', '0.85']],
      foodPortions: [
        ['1001', '2', '1', 'tbsp', '14.2'],
        ['1001', '3', '1', 'cup', '227'],
      ],
    });
  });

  it('refuses a number that is not one', () => {
    write('NUT_DATA.txt.gz', '~01001~^~203~^abc^16\r\n');
    expect(() => buildTables(dir)).toThrow(/Nutr_Val 01001\/203: not a number: "abc"/);
  });
});
