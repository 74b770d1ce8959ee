// Placeholder until the lists work fills it in (campaigns, watchlists and tags sections of the sidebar).
export function SidebarLists() {
  return null;
}
