// An edit writes only the fields it sends (docs/decisions/031-edits-write-only-what-changed.md), so a
// field the form shows empty must go as null ("cleared"), not be left out ("not on this form"):
// JSON drops a key whose value is undefined, which is what a blank field parses to.

/** A form's parsed values with every blank field as null, ready to send as an edit. */
export function editBody<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === undefined ? null : value])) as T;
}
