export function BugReportScreen() {
  return <h1>Report a Bug</h1>;
}
