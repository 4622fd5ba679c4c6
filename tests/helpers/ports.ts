/** Loopback ports for tests that start commands: a free one, and whether something listens on one. */
import net from "node:net";

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** `n` free ports, all different: each is held until all are chosen (ports closed one by one may come back twice). */
export async function freePorts(n: number): Promise<number[]> {
  const held = await Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<net.Server>((resolve) => {
          const s = net.createServer().listen(0, "127.0.0.1", () => resolve(s));
        }),
    ),
  );
  const ports = held.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(held.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

export const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
