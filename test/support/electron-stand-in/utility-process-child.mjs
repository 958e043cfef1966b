// Loaded (node --import) into a child the utilityProcess stand-in forks, before its entry runs:
// gives it the surface of an Electron utility process instead of a forked Node child's.
// https://www.electronjs.org/docs/latest/api/parent-port: `process.parentPort` is an
// EventEmitter; its 'message' event gives `{ data, ports }`; "Messages received on this port
// will be queued up until a handler is registered for this event"; `parentPort.postMessage`
// sends to the parent. A utility process has no `process.send`, so it is taken away here.
// Plain JavaScript because Node loads it natively, outside the test runner's transform.
import { EventEmitter } from 'node:events';

const send = process.send.bind(process);
delete process.send;
const parentPort = new EventEmitter();
const queued = [];
process.on('message', (data) => {
  if (parentPort.listenerCount('message') > 0) parentPort.emit('message', { data, ports: [] });
  else queued.push(data);
});
parentPort.on('newListener', (event) => {
  if (event !== 'message') return;
  setImmediate(() => {
    for (const data of queued.splice(0)) parentPort.emit('message', { data, ports: [] });
  });
});
parentPort.postMessage = (message) => {
  // Electron's postMessage to a parent that has gone is dropped, never thrown.
  if (process.connected) send(message, undefined, undefined, () => undefined);
};
process.parentPort = parentPort;
