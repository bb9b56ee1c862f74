import type { ReactNode } from 'react';

/** A site editor's form: sending it (the Save button, or Enter in a field) saves the draft. */
export function EditorForm({ save, children }: { save: () => Promise<unknown>; children: ReactNode }) {
  return (
    <form
      className="site-editor"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {children}
    </form>
  );
}
