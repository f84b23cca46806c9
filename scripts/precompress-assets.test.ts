import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressAssets } from './precompress-assets'

describe('precompressAssets', () => {
  it('writes br and gz copies of text files of 1 kB or more, and none of small, binary or html files', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bountiful-precompress-'))
    try {
      fs.mkdirSync(path.join(dir, 'assets'))
      fs.writeFileSync(path.join(dir, 'assets', 'big.css'), 'a { color: red }\n'.repeat(200))
      fs.writeFileSync(path.join(dir, 'assets', 'small.js'), 'export {}\n')
      fs.writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7))
      fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>'.repeat(100))
      const result = await precompressAssets(dir)
      expect(fs.readdirSync(dir, { recursive: true }).map(String).sort()).toEqual(
        [
          'assets',
          'assets/big.css',
          'assets/big.css.br',
          'assets/big.css.gz',
          'assets/small.js',
          'index.html',
          'photo.png',
        ]
          .map((p) => p.split('/').join(path.sep))
          .sort(),
      )
      expect(result.files).toBe(1)
      const css = fs.readFileSync(path.join(dir, 'assets', 'big.css'))
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'assets', 'big.css.br')))).toEqual(css)
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'assets', 'big.css.gz')))).toEqual(css)
      expect(result.brotliBytes).toBeLessThan(result.bytes / 10)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
