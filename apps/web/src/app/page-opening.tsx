import { DraftNotice } from '../components/ui/draft-notice.tsx';
import { type HeadTags, PageMeta } from './page-meta.tsx';

/** The top of a page: its head tags, the draft notice while an admin previews, and its heading. */
export function PageOpening({ isDraft = false, ...head }: HeadTags & { isDraft?: boolean }) {
  return (
    <>
      <PageMeta {...head} />
      {isDraft && <DraftNotice />}
      <h1>{head.title}</h1>
    </>
  );
}
