import { Redis } from 'ioredis';
import type { RealtimeHub } from './hub';

type Frame = { channels: readonly string[]; event: string; data: string; except?: string | undefined };

/**
 * Delivers a published event to the sockets of every server instance. Without Redis there is one
 * instance and its hub is all there is; with REALTIME_REDIS_URL each instance publishes the event on a
 * Redis channel and delivers what arrives there to its own sockets, so a client on any instance hears it.
 */
export class Fanout {
  private constructor(
    private readonly hub: RealtimeHub,
    private readonly pub: Redis | undefined,
    private readonly sub: Redis | undefined,
    private readonly topic: string,
  ) {}

  static async create(hub: RealtimeHub, redisUrl: string | undefined, topic: string): Promise<Fanout> {
    if (!redisUrl) return new Fanout(hub, undefined, undefined, topic);
    const pub = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = new Redis(redisUrl, { lazyConnect: true });
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(topic);
    sub.on('message', (_channel: string, message: string) => {
      try {
        const frame = JSON.parse(message) as Frame;
        hub.publish(frame.channels, frame.event, frame.data, frame.except);
      } catch {
        // Not ours: a malformed message on the topic is dropped.
      }
    });
    return new Fanout(hub, pub, sub, topic);
  }

  async publish(frame: Frame): Promise<void> {
    if (!this.pub) {
      this.hub.publish(frame.channels, frame.event, frame.data, frame.except);
      return;
    }
    await this.pub.publish(this.topic, JSON.stringify(frame));
  }

  async close(): Promise<void> {
    await Promise.all([this.pub?.quit(), this.sub?.quit()]);
  }
}
