// The in-memory limiter alone: the package's index also loads its database-backed limiters,
// which the browser demo must not bundle.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}
