// Runs `gatsby build` in a folder and measures it: wall time, the CPU time of the build's whole
// process tree (user + system, from GNU time, which counts every worker Gatsby waited for: unlike
// the wall time, it barely moves when other processes share the cores), and the peak memory of that
// tree (Gatsby's main process and its workers), sampled from /proc every 200 ms.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

/** Resident memory (kB) of `pid` and every process below it, from /proc (Linux). */
export function treeRssKb(pid) {
  const children = new Map()
  let total = 0
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      // The command name may hold spaces and parentheses: the fields after its last ")" are fixed.
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      if (!children.has(parent)) children.set(parent, [])
      children.get(parent).push(Number(entry))
    } catch {
      // The process ended while the list was read.
    }
  }
  const visit = (id) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, "utf8")
      total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0)
    } catch {
      return
    }
    for (const child of children.get(id) ?? []) visit(child)
  }
  visit(pid)
  return total
}

const GNU_TIME = "/usr/bin/time"

/**
 * `gatsby build` in `dir` with `env` added; resolves to { seconds, cpuSeconds, peakMb } (cpuSeconds
 * NaN without GNU time), or rejects naming the log.
 */
export function timedBuild(projectRoot, dir, env, log) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const gatsby = [process.execPath, path.join(projectRoot, "node_modules/gatsby/cli.js"), "build"]
    const cpuFile = `${log}.cpu`
    const command = fs.existsSync(GNU_TIME) ? [GNU_TIME, "-f", "%U %S", "-o", cpuFile, ...gatsby] : gatsby
    const child = spawn(command[0], command.slice(1), {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let peakKb = 0
    const sampler = setInterval(() => {
      peakKb = Math.max(peakKb, treeRssKb(child.pid))
    }, 200)
    const out = fs.createWriteStream(log)
    child.stdout.pipe(out)
    child.stderr.pipe(out)
    child.on("error", reject)
    child.on("exit", (code) => {
      clearInterval(sampler)
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      const cpu = fs.existsSync(cpuFile) ? fs.readFileSync(cpuFile, "utf8").trim().split("\n").at(-1) : ""
      const [user, system] = cpu.split(" ").map(Number)
      if (code === 0) resolve({ seconds, cpuSeconds: user + system, peakMb: peakKb / 1024 })
      else reject(new Error(`gatsby build exited with ${code}; see ${log}`))
    })
  })
}
