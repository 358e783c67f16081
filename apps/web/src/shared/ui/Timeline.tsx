import { formatDateTime } from '../format';
import './Timeline.css';

export interface TimelineEvent {
  at: string;
  text: string;
  location: string;
}

/** A parcel's scans as the carrier tells them, newest first; the newest one stands out. `empty` says there are none yet. */
export function Timeline({ events, empty }: { events: readonly TimelineEvent[]; empty: string }) {
  if (events.length === 0) return <p className="timeline__empty">{empty}</p>;
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
