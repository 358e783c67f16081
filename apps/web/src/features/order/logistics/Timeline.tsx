import { useT } from '../../../i18n';
import { formatDateTime } from '../../../shared/format';
import type { Tracking } from './LogisticsView';

/** The carrier's scans, newest first; the newest one stands out. */
export function Timeline({ events }: { events: Tracking['events'] }) {
  const t = useT();
  if (events.length === 0) return <p className="timeline__empty">{t('logistics.noEvents')}</p>;
  return (
    <ol className="timeline">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className={index === 0 ? 'timeline__event timeline__event--latest' : 'timeline__event'}>
          <p className="timeline__text">{event.text}</p>
          <p className="timeline__meta">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            {event.location ? <span>{event.location}</span> : null}
          </p>
        </li>
      ))}
    </ol>
  );
}
