// Placeholder until the workspace work fills it in; replaced before commit.
export function WorkspaceCommentsPage() {
  return null;
}
