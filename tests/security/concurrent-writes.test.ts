// Every write operation in parallel bursts from one account (tests/security/openapi-fuzz.ts).
import { concurrentWrites } from './openapi-fuzz'

concurrentWrites()
