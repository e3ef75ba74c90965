import net from 'node:net';

export type TcpProxy = {
  /** The proxy's own address: connect here instead of to the target. */
  host: string;
  port: number;
  /** Connections open through the proxy now. */
  open: () => number;
  /**
   * Cuts every connection open through the proxy as a failed network would (a TCP reset to both ends), once they are
   * all closed answers how many there were; the proxy still accepts new connections, so clients can reconnect.
   */
  cut: () => Promise<number>;
  close: () => Promise<void>;
};

/** A TCP proxy on 127.0.0.1 to `target`, so that a test can cut a client's connections to a server mid-flight. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; server: net.Socket; closed: Promise<void> }>();
  const proxy = net.createServer((client) => {
    const server = net.connect(target.port, target.host);
    const closed = Promise.all([client, server].map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())))).then(() => undefined);
    const pair = { client, server, closed };
    pairs.add(pair);
    // Either end failing or closing ends the other: the proxy adds no half-open connections of its own.
    for (const [from, to] of [
      [client, server],
      [server, client],
    ]) {
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => to.destroy());
    }
    void closed.then(() => pairs.delete(pair));
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(0, '127.0.0.1', () => resolve());
  });
  const { address, port } = proxy.address() as net.AddressInfo;
  const cut = async () => {
    const cutNow = [...pairs];
    for (const { client, server } of cutNow) {
      client.resetAndDestroy();
      server.resetAndDestroy();
    }
    await Promise.all(cutNow.map((pair) => pair.closed));
    return cutNow.length;
  };
  return {
    host: address,
    port,
    open: () => pairs.size,
    cut,
    close: async () => {
      const closed = new Promise<void>((resolve) => proxy.close(() => resolve()));
      await cut();
      await closed;
    },
  };
}
