// Placeholder until the workspace work fills it in; replaced before commit.
export function CrmFieldsPage() {
  return null;
}
