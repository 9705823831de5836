/** spec 9: the consent privacy stub answers as protocol version 1.1 (IAB GPP) for consent-manager id 31. */
export const CONSENT_PROTOCOL_VERSION = '1.1';
export const CONSENT_MANAGER_ID = 31;

type Callback = (data: unknown, success: boolean) => void;
type Stub = ((command: string, callback?: Callback, parameter?: unknown, version?: string) => unknown) & {
  queue: unknown[][];
  events: { id: number; callback: Callback }[];
  stub: true;
};
type ConsentWindow = Window & { __gpp?: Stub };

const ping = () => ({
  gppVersion: CONSENT_PROTOCOL_VERSION,
  cmpStatus: 'stub',
  cmpDisplayStatus: 'hidden',
  signalStatus: 'not ready',
  supportedAPIs: [],
  cmpId: CONSENT_MANAGER_ID,
  sectionList: [],
  applicableSections: [-1],
  gppString: '',
  parsedSections: {},
});

/**
 * The consent privacy stub, defined before any tag manager or tag loads (spec 4/5): tags may ask for consent at
 * once; the stub answers `ping`, keeps listeners, and queues every other command for the consent manager, which
 * replaces it and replays the queue. Defined once; a consent manager already present is left alone.
 */
export function installConsentStub(w: ConsentWindow = window): void {
  if (w.__gpp) return;
  let lastId = 0;
  const stub = ((command, callback, parameter, version) => {
    if (command === 'ping') {
      callback?.(ping(), true);
      return ping();
    }
    if (command === 'addEventListener' && callback) {
      const id = ++lastId;
      stub.events.push({ id, callback });
      callback({ eventName: 'listenerRegistered', listenerId: id, data: true, pingData: ping() }, true);
      return undefined;
    }
    if (command === 'removeEventListener') {
      const before = stub.events.length;
      stub.events = stub.events.filter((e) => e.id !== parameter);
      callback?.({ eventName: 'listenerRemoved', listenerId: parameter, data: stub.events.length < before, pingData: ping() }, true);
      return undefined;
    }
    stub.queue.push([command, callback, parameter, version]);
    return undefined;
  }) as Stub;
  stub.queue = [];
  stub.events = [];
  stub.stub = true;
  w.__gpp = stub;
}
