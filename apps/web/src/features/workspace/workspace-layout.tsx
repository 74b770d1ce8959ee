import { Outlet } from '@tanstack/react-router';

// Placeholder until the workspace work fills it in (page header + tab navigation); replaced before commit.
export function WorkspaceLayout() {
  return <Outlet />;
}
