import { type HeadTags, PageMeta } from './page-meta.tsx';

/** The top of a page whose words are the screen's own: its head tags and its heading. */
export function PageOpening(head: HeadTags) {
  return (
    <>
      <PageMeta {...head} />
      <h1>{head.title}</h1>
    </>
  );
}
