const pad = (n: number) => String(n).padStart(2, '0');

/** '2025-03-01T02:05:00Z' -> '2025-03-01 10:05' in the visitor's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
