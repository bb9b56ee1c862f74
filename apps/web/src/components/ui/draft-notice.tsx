import './draft-notice.css';

/** Tells an admin previewing at `?preview` that the page shows drafts, not what visitors see. */
export function DraftNotice() {
  return (
    <p className="draft-banner" role="status">
      Draft preview: visitors do not see these changes until they are published.
    </p>
  );
}
