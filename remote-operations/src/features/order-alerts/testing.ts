/**
 * An AudioContext for the alerts' tests (jsdom has no audio): it records the notes played, keeps its state through
 * resume and suspend, and ends the notes when a test says so.
 */
export class FakeAudioContext {
  /** The context the code made last. */
  static last: FakeAudioContext;
  /** Every note started, by frequency, in every context. */
  static notes: number[] = [];
  state: AudioContextState = 'suspended';
  currentTime = 0;
  destination = {};
  oscillators: { onended: (() => void) | null; frequency: { value: number } }[] = [];
  constructor() {
    FakeAudioContext.last = this;
  }
  resume = jest.fn(async () => {
    this.state = 'running';
  });
  suspend = jest.fn(async () => {
    this.state = 'suspended';
  });
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node };
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      onended: null as (() => void) | null,
      connect: (node: unknown) => node,
      start: () => FakeAudioContext.notes.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    this.oscillators.push(oscillator);
    return oscillator;
  }
  /** The notes played so far come to their end. */
  endNotes() {
    for (const oscillator of this.oscillators.splice(0)) oscillator.onended?.();
  }
}
