/** One notification on its way to the shop: an absolute URL or a path on the shop itself. */
export interface NotificationRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Sends a notification and answers the HTTP status the shop replied with. */
export type Deliver = (request: NotificationRequest) => Promise<number>;

/** WeChat Pay's schedule after a failed delivery: 15 tries over about a day. */
export const WECHAT_RETRY_DELAYS_MS = [15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600].map(
  (seconds) => seconds * 1000,
);

/** Posts over HTTP; a path goes to `origin` (the shop's own loopback address). */
export const httpDelivery =
  (origin: () => string): Deliver =>
  async ({ url, headers, body }) => {
    const response = await fetch(new URL(url, origin()), {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.status;
  };

const isAck = (status: number): boolean => status >= 200 && status < 300;

/** Sends once, or twice at once when the gateway duplicates; acknowledged when any copy is. */
export const deliverCopies = async (deliver: Deliver, request: NotificationRequest, copies: number): Promise<boolean> => {
  const statuses = await Promise.all(
    Array.from({ length: copies }, () => deliver(request).catch(() => 0)),
  );
  return statuses.some(isAck);
};
