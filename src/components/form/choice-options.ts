/** NativeSelect data from a labels record, led by an empty "— Choisir … —" option. */
export function choiceOptions<K extends string>(labels: Record<K, string>, placeholder: string) {
  return [
    { value: '', label: placeholder },
    ...(Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label })),
  ]
}
