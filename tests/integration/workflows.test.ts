/**
 * @jest-environment node
 */
// The CI workflows, checked by a real validator (@action-validator/cli: GitHub's schema for workflow
// files), and the deploy workflow held to what the tests prove: its deploy step runs the very
// command tests/e2e/host/deploy.spec.ts runs, on the triggers and with the settings docs/deploying.md names.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { parse } from "yaml"
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

it("the deploy workflow's one deploy step runs the command the tests run, with the settings from the CI's store", () => {
  const workflow = deployWorkflow()
  const steps: Step[] = workflow.jobs.deploy.steps
  const running = steps.filter((step) => step.run !== undefined)
  const deploy = running.filter((step) => /deploy/.test(step.run ?? ""))
  expect(deploy.map((step) => step.run)).toEqual([DEPLOY_COMMAND])
  // Nothing else runs but the install.
  expect(running.map((step) => step.run)).toEqual(["npm ci --no-audit --no-fund", DEPLOY_COMMAND])
  const env = deploy[0].env ?? {}
  for (const name of [
    "DEPLOY_HOST",
    "DEPLOY_PORT",
    "DEPLOY_USER",
    "DEPLOY_PATH",
    "DEPLOY_SSH_KEY",
    "DEPLOY_KNOWN_HOSTS",
  ]) {
    expect([name, env[name]]).toEqual([name, `\${{ secrets.${name} }}`])
  }
  // A secret only ever reaches the deploy step's environment, never the build's own settings.
  const secretsUsed = fs.readFileSync(DEPLOY_WORKFLOW, "utf8").match(/secrets\.\w+/g) ?? []
  expect(new Set(secretsUsed)).toEqual(
    new Set(Object.values(env).flatMap((value) => /secrets\.(\w+)/.exec(value)?.[0] ?? [])),
  )
  expect(Object.keys(env).filter((name) => /^(GATSBY_|CMS_|SITE_URL)/.test(name) && /secrets/.test(env[name]))).toEqual(
    [],
  )
})

it("the deploy workflow runs on a push to main, every hour, by hand and when the dashboard publishes a post, one at a time", () => {
  const workflow = deployWorkflow()
  expect(workflow.on.push.branches).toEqual(["main"])
  expect(workflow.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \* \* \* \*$/) }])
  expect(workflow.on).toHaveProperty("workflow_dispatch")
  expect(workflow.on.repository_dispatch.types).toEqual(["dashboard-post-published"])
  expect(workflow.concurrency).toEqual({ group: "deploy-production", "cancel-in-progress": false })
})
