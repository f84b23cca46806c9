// Shard 2 of 3 of the OpenAPI fuzz (tests/security/openapi-fuzz.ts).
import { fuzzShard } from './openapi-fuzz'

fuzzShard(1, 3)
