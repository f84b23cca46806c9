import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'
import { defaultPoolSize } from './db/client'

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const c = loadConfig({})
    expect(c.PORT).toBe(3000)
    expect(c.PUBLIC_URL).toBe('http://localhost:3000')
    expect(c.DATA_DIR).toMatch(/\/data$/)
    expect(c.DATABASE_URL).toBeUndefined()
  })

  it('stops on a bad value with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /)
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/)
  })

  it("keeps Callie's conversations 180 days unless CALLIE_RETENTION_DAYS says otherwise", () => {
    expect(loadConfig({}).CALLIE_RETENTION_DAYS).toBe(180)
    expect(loadConfig({ CALLIE_RETENTION_DAYS: '30' }).CALLIE_RETENTION_DAYS).toBe(30)
    expect(() => loadConfig({ CALLIE_RETENTION_DAYS: '0' })).toThrow(/CALLIE_RETENTION_DAYS/)
  })

  describe('password hash cost', () => {
    it('is full by default; the cheap test setting is refused outside NODE_ENV=test', () => {
      expect(loadConfig({}).PASSWORD_HASH_COST).toBe('full')
      expect(loadConfig({ NODE_ENV: 'production' }).PASSWORD_HASH_COST).toBe('full')
      for (const NODE_ENV of ['production', 'development', undefined]) {
        expect(() => loadConfig({ NODE_ENV, PASSWORD_HASH_COST: 'low' })).toThrow(
          /^Invalid configuration: PASSWORD_HASH_COST: low is for tests only/,
        )
      }
      expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'low' }).PASSWORD_HASH_COST).toBe('low')
      expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/)
    })
  })

  it('sizes the PostgreSQL pool per machine unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBeUndefined()
    expect([1, 2, 4, 8, 64].map((cores) => defaultPoolSize(cores))).toEqual([10, 10, 16, 20, 20])
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).DATABASE_POOL_SIZE).toBe(3)
    for (const bad of ['0', 'many', '2.5', '1000'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(/^Invalid configuration: DATABASE_POOL_SIZE: /)
  })

  describe('language model', () => {
    it('is off by default, with a timeout and token limits per conversation and per day', () => {
      const c = loadConfig({})
      expect(c.LLM_BASE_URL).toBeUndefined()
      expect([c.LLM_TIMEOUT_MS, c.LLM_TOKENS_PER_CONVERSATION, c.LLM_TOKENS_PER_DAY]).toEqual([
        20_000, 50_000, 2_000_000,
      ])
      const set = loadConfig({
        LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
        LLM_MODEL: ' llama3.1 ',
        LLM_TIMEOUT_MS: '8000',
        LLM_TOKENS_PER_CONVERSATION: '0',
        LLM_TOKENS_PER_DAY: '100000',
      })
      expect(set).toMatchObject({
        LLM_MODEL: 'llama3.1',
        LLM_TIMEOUT_MS: 8000,
        LLM_TOKENS_PER_CONVERSATION: 0,
        LLM_TOKENS_PER_DAY: 100_000,
      })
      expect(() => loadConfig({ LLM_TOKENS_PER_DAY: '-1' })).toThrow(/LLM_TOKENS_PER_DAY/)
      expect(() => loadConfig({ LLM_TIMEOUT_MS: 'soon' })).toThrow(/LLM_TIMEOUT_MS/)
    })
  })

  describe('demo catalogue', () => {
    it('is on by default; on or off in any case; anything else stops start-up', () => {
      expect(loadConfig({}).DEMO_CATALOGUE).toBe('on')
      expect(loadConfig({ DEMO_CATALOGUE: ' OFF ' }).DEMO_CATALOGUE).toBe('off')
      expect(loadConfig({ DEMO_CATALOGUE: 'on' }).DEMO_CATALOGUE).toBe('on')
      expect(() => loadConfig({ DEMO_CATALOGUE: 'no' })).toThrow(
        /^Invalid configuration: DEMO_CATALOGUE: Expected on or off/,
      )
    })

    it('refuses generated benchmark venues in a deployment without demo data', () => {
      expect(() => loadConfig({ DEMO_CATALOGUE: 'off', SEED_VENUES: '1000' })).toThrow(
        /^Invalid configuration: SEED_VENUES: /,
      )
    })
  })

  describe('intro video', () => {
    it.each(['INTRO_VIDEO_URL', 'INTRO_VIDEO_POSTER_URL'] as const)(
      '%s: unset, a URL, a site path, a bad value',
      (name) => {
        expect(loadConfig({})[name]).toBeUndefined()
        expect(loadConfig({ [name]: '  ' })[name]).toBeUndefined()
        expect(loadConfig({ [name]: 'https://cdn.example.com/callie.mp4' })[name]).toBe(
          'https://cdn.example.com/callie.mp4',
        )
        expect(loadConfig({ [name]: '/media/callie.mp4' })[name]).toBe('/media/callie.mp4')
        for (const bad of [
          'callie.mp4',
          '//cdn.example.com/callie.mp4',
          'javascript:alert(1)',
          'ftp://example.com/a.mp4',
        ]) {
          expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`^Invalid configuration: ${name}: `))
        }
      },
    )
  })

  describe('social links', () => {
    it.each(['SOCIAL_INSTAGRAM_URL', 'SOCIAL_LINKEDIN_URL', 'SOCIAL_X_URL'] as const)(
      '%s: unset, https, a bad value',
      (name) => {
        expect(loadConfig({})[name]).toBeUndefined()
        expect(loadConfig({ [name]: '' })[name]).toBeUndefined()
        expect(loadConfig({ [name]: ' https://example.com/bountiful ' })[name]).toBe('https://example.com/bountiful')
        for (const bad of [
          'http://example.com/bountiful',
          'example.com/bountiful',
          '/bountiful',
          'javascript:alert(1)',
        ]) {
          expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`^Invalid configuration: ${name}: `))
        }
      },
    )
  })

  describe('S3 photo storage', () => {
    it('is off by default, with the region and path style defaults', () => {
      const c = loadConfig({})
      expect(c.S3_BUCKET).toBeUndefined()
      expect(c.S3_REGION).toBe('us-east-1')
      expect(c.S3_FORCE_PATH_STYLE).toBe(false)
      expect(c.S3_PREFIX).toBeUndefined()
    })

    it('reads a full MinIO-style setup, the prefix as a folder', () => {
      const c = loadConfig({
        S3_BUCKET: ' photos ',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/uploads',
      })
      expect(c).toMatchObject({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-west-3',
        S3_FORCE_PATH_STYLE: true,
        S3_PREFIX: 'uploads/',
      })
      expect(loadConfig({ S3_BUCKET: 'b', S3_PREFIX: 'a/b/' }).S3_PREFIX).toBe('a/b/')
      expect(loadConfig({ S3_BUCKET: 'b', S3_PREFIX: '/' }).S3_PREFIX).toBeUndefined()
      expect(loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false)
    })

    it('stops on a bad endpoint or flag', () => {
      for (const bad of ['not a url', 'minio:9000', 'ftp://minio:9000']) {
        expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: bad })).toThrow(
          /^Invalid configuration: S3_ENDPOINT: Expected an http\(s\):\/\/ URL$/,
        )
      }
      expect(() => loadConfig({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
        /^Invalid configuration: S3_FORCE_PATH_STYLE: Expected true or false$/,
      )
    })

    it('needs both keys or neither (the default credential chain)', () => {
      expect(loadConfig({ S3_BUCKET: 'b' }).S3_ACCESS_KEY_ID).toBeUndefined()
      expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
        /^Invalid configuration: S3_SECRET_ACCESS_KEY: Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither$/,
      )
      expect(() => loadConfig({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
        /^Invalid configuration: S3_ACCESS_KEY_ID: /,
      )
    })

    it('refuses S3 settings without a bucket rather than storing on local disk', () => {
      expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
        /^Invalid configuration: S3_BUCKET: Required when S3_ENDPOINT is set$/,
      )
      expect(loadConfig({ S3_REGION: 'eu-west-3' }).S3_BUCKET).toBeUndefined()
    })

    it('never puts the secret in the error line', () => {
      expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'hunter2-secret' })).toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
      )
    })
  })
})

describe('payment settings', () => {
  it('reads the booking fee as a percentage or dollars, in whole basis points or cents', () => {
    expect(loadConfig({}).BOOKING_FEE).toEqual({ kind: 'flat', cents: 0 })
    expect(loadConfig({ BOOKING_FEE: '5%' }).BOOKING_FEE).toEqual({ kind: 'percent', bp: 500 })
    expect(loadConfig({ BOOKING_FEE: '2.75%' }).BOOKING_FEE).toEqual({ kind: 'percent', bp: 275 })
    expect(loadConfig({ BOOKING_FEE: '25.5' }).BOOKING_FEE).toEqual({ kind: 'flat', cents: 2550 })
    for (const bad of ['5.123%', '-1', '101%', 'ten'])
      expect(() => loadConfig({ BOOKING_FEE: bad })).toThrow(/^Invalid configuration: BOOKING_FEE: /)
  })

  it('wants both Stripe keys or neither', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      'Invalid configuration: STRIPE_WEBHOOK_SECRET: Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (card payments off)',
    )
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).STRIPE_SECRET_KEY).toBe(
      'sk_test_x',
    )
  })
})
