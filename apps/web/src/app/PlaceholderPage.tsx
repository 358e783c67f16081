/** A page whose features are not built yet: the shell shows its title and navigation bar only. */
export function PlaceholderPage() {
  return null;
}
