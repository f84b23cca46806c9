// s3rver ships no types; the part the API tests use (a real S3-compatible server, tests/api/staff/staff-venue-photos-s3.test.ts).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  export type S3rverOptions = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
