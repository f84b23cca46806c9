// What an attacker sends instead of the value a field expects, grouped by the type the field
// declares; the generator (hostile-requests.ts) also mixes in values of every other type.

/** A JSON value written verbatim into the body: numbers JSON.stringify cannot produce (1e400, -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

const MB = 1024 * 1024

export const HOSTILE_STRINGS: readonly (string | (() => string))[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  'x\udc00y',
  '\uffff\ufffe',
  '',
  '   ',
  '\t\r\n',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${7*7}{{7*7}}',
  '\u202egnp.exe',
  'Ａｄｍｉｎ',
  '00001',
  '-1',
  '1.5',
  '1e308',
  '1e-308',
  'NaN',
  'Infinity',
  '3000000000',
  '99999999999999999999999',
  '0x10',
  'null',
  'true',
  '2024-02-30',
  '9999-12-31',
  '0000-00-00',
  '25:99 PM',
  'a@b',
  '@@',
  () => 'é'.repeat(300),
  () => '😀'.repeat(200),
  () => 'x'.repeat(70_000),
  () => 'y'.repeat(MB),
]

export const HOSTILE_NUMBERS: readonly unknown[] = [
  0,
  -1,
  -0,
  1.5,
  -2147483649,
  2147483648,
  3000000000,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1e-308,
  5e-324,
  -5e-324,
  1e21,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('-0'),
  new RawJson('1E-400'),
  new RawJson('0.0000000000000000000000000000000001'),
]

export const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  ['a'],
  { a: 1 },
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  [null],
  [[[]]],
  '',
  0,
  'string',
]

/** Bodies that are not the object a route expects. */
export const HOSTILE_BODIES: readonly (() => string)[] = [
  () => '{"__proto__":{"isAdmin":true,"role":"admin"}}',
  () => '{"constructor":{"prototype":{"isAdmin":true}}}',
  () => '{"a":1,"a":2,"__proto__":[]}',
  () => 'null',
  () => '[]',
  () => '"text"',
  () => '42',
  () => 'true',
  () => '',
  () => '{',
  () => '{"a":}',
  () => '{"a":1}garbage',
  () => '\u0000',
  () => '{"name":"\\u0000"}',
  () => '{"name":"\\ud800"}',
  () => '{"email":"\\udfff\\ud800@example.com"}',
  () => `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  () => `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  () => `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  () => `[${'1,'.repeat(200_000)}1]`,
  () => `{"x":"${'z'.repeat(MB + 10)}"}`,
]

/** Content types a JSON route does not expect, and malformed ones. */
export const HOSTILE_CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=----x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/octet-stream',
  'text/csv',
  'image/png',
  '*/*',
  'application/',
  '\tapplication/json',
]

/** Multipart bodies with broken framing (photo upload, CSV import). */
export const HOSTILE_MULTIPART: readonly ((boundary: string) => string)[] = [
  (b) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot an image`,
  (b) => `--${b}\r\nContent-Disposition: form-data; name="file"\r\n\r\n`,
  (b) => `--${b}--\r\n`,
  (b) => `--${b}\r\n\r\n\r\n--${b}--\r\n`,
  (b) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: text/csv\r\n\r\nslug,name\r\n--${b}--\r\n`,
  (b) => `--${b}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n\u0000\ud800\r\n--${b}--\r\n`,
  (b) => `--${b}\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--${b}--\r\n`,
  (b) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n\u0000,\ud800\r\n--${b}--\r\n`,
  () => 'garbage without any boundary',
  (b) =>
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n${'\u0000'.repeat(64)}\r\n--${b}--\r\n`,
]

/** Values put into a path segment, already percent-encoded where that is the point. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%00',
  'a%00b',
  '%ff',
  '%c0%ae%c0%ae',
  '%ed%a0%80',
  '00001',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1',
  '2147483648',
  '3000000000',
  '99999999999999999999',
  '%20',
  '+1',
  '1%20',
  '__proto__',
  'constructor',
  '%3Cscript%3E',
  'x'.repeat(250),
  '%u0000',
  '%',
]

/** Query string tails (already encoded). */
export const HOSTILE_QUERY_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%ed%a0%80',
  '%ff',
  '%',
  '%zz',
  '%c3%28',
  '..%2f..%2f',
  '__proto__',
  '1e308',
  '-1',
  '3000000000',
  '00001',
  'x'.repeat(5000),
  '%F0%9F%98%80',
  '%ef%bf%bf',
]
