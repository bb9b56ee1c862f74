/** Opens a page at its own address with the drafts in place (`?preview`), as only admins see it. */
export function PreviewLink({ path, label = 'Preview on the site' }: { path: string; label?: string }) {
  return (
    <a href={`${path}?preview`} target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
