// A one-line text that no other file of the collection may hold (a service's slug or form choice):
// Decap's own widgets cannot compare entries, so the build's list of the values each service file
// holds comes with the field (gatsby/cms/fields.ts), and a copy is refused with a message.
import React from "react"

interface Taken {
  file: string
  value: string
}

interface Props {
  value?: string
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  field: { get: (key: string) => { toJS?: () => unknown } | undefined }
  entry: { get: (key: string) => unknown }
}

/** The file (without .yaml) that already holds `value`, other than the entry's own. */
export function takenBy(value: string, taken: readonly Taken[], ownFile: string | undefined): string | undefined {
  return taken.find((t) => t.value === value && t.file !== ownFile)?.file
}

export class UniqueControl extends React.Component<Props> {
  isValid = (): true | { error: { type: string; message: string } } => {
    const taken = (this.props.field.get("taken")?.toJS?.() ?? []) as Taken[]
    const own = this.props.entry.get("newRecord") ? undefined : (this.props.entry.get("slug") as string | undefined)
    const file = takenBy(this.props.value ?? "", taken, own)
    if (!file) return true
    return {
      error: { type: "UNIQUE", message: `"${this.props.value}" is already used by ${file}.yaml; choose another.` },
    }
  }

  render() {
    const { value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
    return (
      <input
        type="text"
        id={forID}
        className={classNameWrapper}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
      />
    )
  }
}
