/** Fills a catalogue template's `{name}` placeholders; a placeholder without a value stays as written, so a gap shows rather than hides. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
