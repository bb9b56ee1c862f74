import type { HistoryEvent } from '@lmr/shared/history-events';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { mainImageAlt } from './api.ts';

/** An event's main picture on its page and in the History dialog; an event added without one shows none. */
export function EventMainImage({ event }: { event: Pick<HistoryEvent, 'image' | 'name' | 'imageAlt'> }) {
  if (!event.image) return null;
  return (
    <ResponsiveImage
      src={event.image}
      alt={mainImageAlt(event)}
      className="history-main-image"
      sizes="(min-width: 60rem) 50rem, 90vw"
      loading="eager"
    />
  );
}
