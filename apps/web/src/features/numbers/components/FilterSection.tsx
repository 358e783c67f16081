import type { ReactNode } from 'react';
import './filters.css';

/** A titled block of a filter screen. */
export function FilterSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `filter-section ${className}` : 'filter-section'}>
      <h2 className="filter-section__title">{title}</h2>
      {children}
    </section>
  );
}
