// The staff alerts are written in common/, where the mocked backend finds them too.
export { contactAlert, memberAlert, programmeRequestAlert, subjectLine } from '#common/staff-alerts.ts'
