// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    requests?: Array<{ method?: string; path?: string }>
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    max: number
    /** The count over the run (requests answered). */
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
