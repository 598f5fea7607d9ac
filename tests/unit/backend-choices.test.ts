/** @jest-environment node */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"

const root = path.resolve(__dirname, "../..")
const load = <T>(file: string) => yaml.load(fs.readFileSync(path.join(root, file), "utf8")) as T

// The PHP handlers' built-in lists are their fallback when the build's form-choices.json is absent;
// they must accept exactly what the forms offer today.
it("the PHP handlers' fallback service lists match the forms' choices", () => {
  const php = `define('ANTENNA_BACKEND', ${JSON.stringify(path.join(root, "backend"))}); require ANTENNA_BACKEND . '/lib/bootstrap.php';
    echo json_encode(['enquiry' => array_keys(AntennaBackend\\Forms::ENQUIRY_SERVICES), 'contact' => array_keys(AntennaBackend\\Forms::CONTACT_SERVICES)]);`
  const lists = JSON.parse(execFileSync("php", ["-r", php], { encoding: "utf8" }))
  const services = fs
    .readdirSync(path.join(root, "content/services"))
    .map((f) => load<{ order: number; choice: { value: string } }>(`content/services/${f}`))
    .sort((a, b) => a.order - b.order)
  expect(lists.enquiry).toEqual(services.map((s) => s.choice.value))
  expect(lists.contact).toEqual(
    load<{ serviceOptions: { value: string }[] }>("content/contact.yaml").serviceOptions.map((o) => o.value),
  )
})

it("the PHP handlers accept a service added to the site through the build's form-choices.json", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "choices-"))
  try {
    fs.symlinkSync(path.join(root, "backend/lib"), path.join(dir, "lib"))
    fs.writeFileSync(
      path.join(dir, "form-choices.json"),
      JSON.stringify({
        enquiry: { "satellite-dish": "Satellite Dish" },
        contact: { repair: "Antenna Repair", "bad value!": "x" },
      }),
    )
    const php = `define('ANTENNA_BACKEND', ${JSON.stringify(dir)}); require ANTENNA_BACKEND . '/lib/bootstrap.php';
      echo json_encode([AntennaBackend\\Forms::servicesOf('enquiry'), AntennaBackend\\Forms::servicesOf('contact')]);`
    const [enquiry, contact] = JSON.parse(execFileSync("php", ["-r", php], { encoding: "utf8" }))
    expect(enquiry).toEqual({ "satellite-dish": "Satellite Dish" })
    expect(contact).toEqual({ repair: "Antenna Repair" })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
