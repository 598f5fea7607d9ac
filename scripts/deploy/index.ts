// `npm run deploy`: publishes the site and the backend's code to the business's host over SSH, or
// rolls back, or releases a lock left behind (docs/deploying.md). The options are in config.ts.
import path from "node:path"
import { ConfigError, readOptions, readTarget, USAGE } from "./config"
import { Stopped } from "./phases"
import { publish } from "./publish"
import { listReleases, rollback, unlock } from "./rollback"
import { SshError } from "./ssh"

const projectRoot = path.resolve(__dirname, "../..")

async function main(): Promise<void> {
  // Every problem at once: the options' and the settings'.
  const problems: string[] = []
  const read = <T>(reader: () => T): T | null => {
    try {
      return reader()
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error
      problems.push(...error.problems)
      return null
    }
  }
  const options = read(() => readOptions(process.argv.slice(2), projectRoot))
  const target = read(() => readTarget(process.env))
  if (!options || !target) throw new ConfigError(problems, options ? "" : USAGE)
  if (options.action === "rollback") await rollback(target, options)
  else if (options.action === "list") await listReleases(target)
  else if (options.action === "unlock") await unlock(target)
  else await publish(target, options, projectRoot)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError)
    console.error(`The deploy cannot start:\n${error.problems.map((p) => (p ? `- ${p}` : "")).join("\n")}`)
  else if (error instanceof Stopped || error instanceof SshError) console.error(error.message)
  else console.error(error)
  process.exitCode = 1
})
