/** Opens a page at its own address with the drafts in place (`?preview`), as only admins see it. */
export function PreviewLink({ path }: { path: string }) {
  return (
    <a href={`${path}?preview`} target="_blank" rel="noopener">
      Preview on the site<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
