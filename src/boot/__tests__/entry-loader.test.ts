import loadEntryOncePainted, { ENTRY_META_NAME } from '../entry-loader';

const ENTRY = '/assets/index-Ab12Cd34.js';

/** The browser's paint timing: reports the paints a test names, as the browser does once each is presented. */
class PaintObserver {
  static last: PaintObserver | null = null;
  options: PerformanceObserverInit | undefined;
  constructor(private readonly callback: PerformanceObserverCallback) {
    PaintObserver.last = this;
  }
  observe(options: PerformanceObserverInit) {
    this.options = options;
  }
  report(...names: string[]) {
    const list = { getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

/** A browser without paint timing: observing paints throws. */
class NoPaintTiming {
  observe() {
    throw new TypeError("Failed to execute 'observe' on 'PerformanceObserver': no valid entry type");
  }
}

describe('the entry loader', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    vi.useFakeTimers();
    PaintObserver.last = null;
    meta = document.createElement('meta');
    meta.name = ENTRY_META_NAME;
    meta.content = ENTRY;
    document.head.append(meta);
  });
  afterEach(() => {
    meta.remove();
    vi.useRealTimers();
  });

  it('asks for nothing before the first contentful paint, then for the entry once, whatever is reported after', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const load = vi.fn();
    loadEntryOncePainted(load);
    const observer = PaintObserver.last!;
    expect(observer.options).toEqual({ type: 'paint', buffered: true });
    expect(load).not.toHaveBeenCalled();
    observer.report('first-paint');
    expect(load, 'a first paint with no content is not enough').not.toHaveBeenCalled();
    observer.report('first-contentful-paint');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(ENTRY);
    observer.report('first-contentful-paint');
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the entry after 3 seconds when no paint is reported (a tab opened in the background), once', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const load = vi.fn();
    loadEntryOncePainted(load);
    vi.advanceTimersByTime(2999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(ENTRY);
    PaintObserver.last!.report('first-contentful-paint');
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the entry at once, and once only, in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', NoPaintTiming);
    const load = vi.fn();
    loadEntryOncePainted(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(ENTRY);
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for the entry at once on a page kept unpainted while another language is applied (the head script set its lang: no paint is coming)', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    document.documentElement.lang = 'ar';
    try {
      const load = vi.fn();
      loadEntryOncePainted(load);
      expect(load).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledWith(ENTRY);
      vi.advanceTimersByTime(10_000);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
