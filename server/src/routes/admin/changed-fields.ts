/** "titre, lieu": the labels of the fields an edit changed, for the audit log's summary. */
export function changedFields<K extends string>(
  before: Record<K, unknown>,
  after: Record<K, unknown>,
  labels: Record<K, string>,
): string {
  const changed = (Object.keys(labels) as K[]).filter((key) => before[key] !== after[key])
  return changed.length > 0 ? changed.map((key) => labels[key]).join(', ') : 'aucun changement'
}
