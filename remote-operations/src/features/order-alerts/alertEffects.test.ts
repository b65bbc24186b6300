import { fireEvent } from '@testing-library/react';
import { FakeAudioContext } from './testing';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.resetModules();
  Object.assign(window, { AudioContext: FakeAudioContext });
});

describe('the alerts chime', () => {
  it('is allowed by the first click, then sleeps until a chime, and sleeps again once the chime is over', async () => {
    const { playChime, unlockAudioOnFirstGesture } = await import('./alertEffects');
    const stop = unlockAudioOnFirstGesture();
    fireEvent.pointerDown(window);
    await flush();
    const context = FakeAudioContext.last;
    expect(context.resume).toHaveBeenCalledTimes(1);
    expect(context.state).toBe('suspended');

    playChime();
    await flush();
    expect(context.state).toBe('running');
    expect(context.oscillators.map((note) => note.frequency.value)).toEqual([880, 660]);
    context.endNotes();
    await flush();
    expect(context.state).toBe('suspended');
    stop();
  });

  it('keeps sounding while a second chime is still playing', async () => {
    const { playChime } = await import('./alertEffects');
    playChime();
    const context = FakeAudioContext.last;
    const first = context.oscillators.splice(0);
    playChime();
    await flush();
    for (const note of first) note.onended?.();
    await flush();
    expect(context.state).toBe('running');
    context.endNotes();
    await flush();
    expect(context.state).toBe('suspended');
  });

  it('wakes again for a chime that starts while the last one is going to sleep', async () => {
    const { playChime } = await import('./alertEffects');
    playChime();
    const context = FakeAudioContext.last;
    await flush();
    context.endNotes();
    // The suspend asked for is still under way: the context says 'running' until it is done.
    context.state = 'running';
    playChime();
    await flush();
    expect(context.state).toBe('running');
    expect(context.resume).toHaveBeenCalledTimes(2);
  });
});
