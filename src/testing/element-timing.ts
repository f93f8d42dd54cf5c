/**
 * The browser's performance observers as far as Element Timing goes, to stub `PerformanceObserver` with
 * (`vi.stubGlobal('PerformanceObserver', ElementTiming)`): `report(identifier)` is the browser reporting that the
 * element named `identifier` (its `elementtiming`) has been painted. Test documents have no paint timing of their own.
 */
export class ElementTiming {
  static supportedEntryTypes = ['element', 'paint'];
  static observers = new Set<ElementTiming>();
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
  observe() {
    ElementTiming.observers.add(this);
  }
  disconnect() {
    ElementTiming.observers.delete(this);
  }
  static report(identifier: string) {
    for (const observer of [...ElementTiming.observers])
      observer.callback({ getEntries: () => [{ entryType: 'element', identifier }] });
  }
}
