/**
 * @jest-environment node
 */
// The CI workflows, checked by a real validator (@action-validator/cli: GitHub's schema for workflow
// files), and the deploy workflow held to what the tests prove: its steps run the very command
// tests/e2e/host/ runs, on the triggers and with the settings docs/deploying.md names; the build runs
// in a step of its own, without a secret in its environment; on a Node.js LTS line; and its job ends
// before the server's lock would be taken as stale.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
import { DEFAULT_LOCK_STALE_MINUTES } from "../../scripts/deploy/config"
import { DEPLOY_COMMAND } from "../support/fixtures/host/deploy"
import { projectRoot } from "../support/fixtures/content-copy"

const WORKFLOWS = path.join(projectRoot, ".github/workflows")
const VALIDATOR = path.join(projectRoot, "node_modules/.bin/action-validator")
const DEPLOY_WORKFLOW = path.join(WORKFLOWS, "deploy.yml")

const validate = (file: string) => {
  const run = spawnSync(VALIDATOR, [file], { encoding: "utf8" })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

interface Step {
  name?: string
  run?: string
  uses?: string
  env?: Record<string, string>
}

const deployWorkflow = () => parse(fs.readFileSync(DEPLOY_WORKFLOW, "utf8"))

it("every workflow file passes the validator", () => {
  const files = fs.readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name))
  expect(files).toContain("deploy.yml")
  for (const name of files) {
    expect({ name, ...validate(path.join(WORKFLOWS, name)) }).toEqual({ name, status: 0, output: "" })
  }
})

it("the validator refuses the deploy workflow with a job that says where it runs left out", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "workflow-"))
  try {
    const broken = path.join(dir, "deploy.yml")
    const text = fs.readFileSync(DEPLOY_WORKFLOW, "utf8")
    expect(text).toMatch(/^ {4}runs-on: .*\n/m)
    fs.writeFileSync(broken, text.replace(/^ {4}runs-on: .*\n/m, ""))
    const { status, output } = validate(broken)
    expect(status).toBe(1)
    expect(output).toContain("/jobs/deploy/runs-on")
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

const DEPLOY_SECRETS = [
  "DEPLOY_HOST",
  "DEPLOY_PORT",
  "DEPLOY_USER",
  "DEPLOY_PATH",
  "DEPLOY_SSH_KEY",
  "DEPLOY_KNOWN_HOSTS",
]

it("the deploy workflow asks whether anything changed, and only then builds and publishes, with the command the tests run", () => {
  const workflow = deployWorkflow()
  const steps: (Step & { id?: string; if?: string })[] = workflow.jobs.deploy.steps
  const running = steps.filter((step) => step.run !== undefined)
  expect(running.map((step) => step.run)).toEqual([
    "npm ci --no-audit --no-fund",
    `${DEPLOY_COMMAND} -- --check`,
    "npm run build",
    `${DEPLOY_COMMAND} -- --prebuilt public`,
  ])
  const [, check, build, publish] = running
  // The build and the publishing only when the check said so (its step output, publish=true).
  for (const step of [build, publish]) expect(step.if).toBe(`steps.${check.id}.outputs.publish == 'true'`)
  for (const step of [check, publish]) {
    const env = step.env ?? {}
    for (const name of DEPLOY_SECRETS) expect([name, env[name]]).toEqual([name, `\${{ secrets.${name} }}`])
  }
})

it("secrets reach only the steps that talk to the host: the build's environment holds none", () => {
  const workflow = deployWorkflow()
  const steps: Step[] = workflow.jobs.deploy.steps
  const secretsOf = (env: Record<string, string> | undefined) =>
    Object.entries(env ?? {}).filter(([name, value]) => /^DEPLOY_/.test(name) || /secrets\./.test(String(value)))
  // The job's environment reaches every step, the build's too.
  expect(secretsOf(workflow.jobs.deploy.env)).toEqual([])
  const build = steps.find((step) => step.run === "npm run build")
  expect(build).toBeDefined()
  expect(secretsOf(build!.env)).toEqual([])
  // Every secret the file names is in the environment of a deploy step, and of nothing else.
  const withSecrets = steps.filter((step) => secretsOf(step.env).length > 0)
  expect(withSecrets.map((step) => step.run)).toEqual([
    `${DEPLOY_COMMAND} -- --check`,
    `${DEPLOY_COMMAND} -- --prebuilt public`,
  ])
  const used = new Set(fs.readFileSync(DEPLOY_WORKFLOW, "utf8").match(/secrets\.\w+/g) ?? [])
  expect(used).toEqual(new Set(DEPLOY_SECRETS.map((name) => `secrets.${name}`)))
  // The build's settings are public values, never secrets.
  expect(
    Object.entries(workflow.jobs.deploy.env as Record<string, string>).filter(([name]) =>
      /^(GATSBY_|CMS_|SITE_URL)/.test(name),
    ),
  ).toEqual(expect.arrayContaining([["GATSBY_DASHBOARD_URL", "${{ vars.GATSBY_DASHBOARD_URL }}"]]))
})

it("the deploy workflow runs on a Node.js LTS line that is not past its end of life, and ends before the server's lock is stale", () => {
  const workflow = deployWorkflow()
  const steps: (Step & { with?: Record<string, unknown> })[] = workflow.jobs.deploy.steps
  const node = steps.find((step) => step.uses?.startsWith("actions/setup-node@"))
  // 20 reached its end of life on 2026-04-30; 22 and 24 are LTS lines.
  expect([22, 24]).toContain(Number(node?.with?.["node-version"]))
  expect(workflow.jobs.deploy["timeout-minutes"]).toBeLessThan(DEFAULT_LOCK_STALE_MINUTES)
})

it("the build's cache is kept per runner folder, so that a moved checkout starts clean", () => {
  const steps: (Step & { with?: Record<string, string> })[] = deployWorkflow().jobs.deploy.steps
  const cache = steps.find((step) => step.uses?.startsWith("actions/cache@"))
  expect(cache?.with?.key).toContain("${{ github.workspace }}")
  expect(cache?.with?.["restore-keys"]).toContain("${{ github.workspace }}")
})

it("the deploy workflow runs on a push to main, every hour, by hand and when the dashboard publishes a post, one at a time", () => {
  const workflow = deployWorkflow()
  expect(workflow.on.push.branches).toEqual(["main"])
  expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \* \* \* \*$/) }])
  expect(workflow.on).toHaveProperty("workflow_dispatch")
  expect(workflow.on.repository_dispatch.types).toEqual(["dashboard-post-published"])
  expect(workflow.concurrency).toEqual({ group: "deploy-production", "cancel-in-progress": false })
})
