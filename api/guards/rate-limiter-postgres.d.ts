// The PostgreSQL limiter alone: the package's index also loads its other stores (Redis, Mongo,
// MySQL...), which the browser demo must not bundle.
declare module 'rate-limiter-flexible/lib/RateLimiterPostgres.js' {
  import { RateLimiterPostgres } from 'rate-limiter-flexible';
  export default RateLimiterPostgres;
}
