/**
 * An IntersectionObserver whose entries a test reports by hand (jsdom has none): stub it with
 * `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`, find the component's among
 * `instances`, and clear them with `FakeIntersectionObserver.reset()` after each test.
 */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  static reset() {
    FakeIntersectionObserver.instances = []
  }
  readonly targets: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve(target: Element) {
    const index = this.targets.indexOf(target)
    if (index >= 0) this.targets.splice(index, 1)
  }
  disconnect() {
    this.disconnected = true
    this.targets.length = 0
  }
  /** Reports `targets` (all the observed ones by default) in or out of the root. */
  report(isIntersecting = true, targets: readonly Element[] = this.targets) {
    const entries = targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}
