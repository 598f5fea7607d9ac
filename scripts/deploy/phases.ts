// The deploy's phases, each timed and reported as it ends, and the total up to the switch.

/** A deploy that stopped for a reason its message explains; the live site is as it was. */
export class Stopped extends Error {}

export class Phases {
  private readonly timings: [string, number][] = []

  /** Runs one phase; prints its name, what `report` says of its result, and its seconds. */
  async run<T>(name: string, work: () => Promise<T> | T, report: (result: T) => string = () => ""): Promise<T> {
    const from = performance.now()
    const result = await work()
    const seconds = (performance.now() - from) / 1000
    this.timings.push([name, seconds])
    const said = report(result)
    console.log(`[${name}] ${said ? `${said} ` : ""}(${seconds.toFixed(2)} s)`)
    return result
  }

  /** Seconds since the deploy's process started (performance.now() counts from there). */
  get elapsed(): number {
    return performance.now() / 1000
  }

  summary(): string {
    return `Seconds per phase: ${this.timings.map(([name, s]) => `${name} ${s.toFixed(2)}`).join(", ")}`
  }
}
