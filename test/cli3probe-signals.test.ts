// Ctrl-C while a command still loads (the rules, the ontology, the inputs), before it listens for
// signals itself: said, not Node's silent exit; and left to the command once it listens.
import { describe, expect, it, vi } from 'vitest';
import { beforeCommandListens, onSignals } from '../src/cli/signals.ts';

describe('beforeCommandListens', () => {
  it('handles a signal while no command listens, and steps aside for good once one does', async () => {
    const loading = vi.fn();
    const stop = beforeCommandListens(loading);
    try {
      process.emit('SIGINT', 'SIGINT');
      expect(loading).toHaveBeenCalledWith('SIGINT');
      const command = vi.fn();
      const stopCommand = onSignals(command);
      await Promise.resolve(); // it steps aside once the command's listener is in
      process.emit('SIGTERM', 'SIGTERM');
      expect(command).toHaveBeenCalledTimes(1);
      expect(loading).toHaveBeenCalledTimes(1);
      // once the command gives the signals back, its second-signal exit stays Node's: no loading message then
      stopCommand();
      process.emit('SIGTERM', 'SIGTERM');
      expect(loading).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('stop() gives the signals back', () => {
    const [signals, watchers] = [process.listenerCount('SIGINT'), process.listenerCount('newListener')];
    beforeCommandListens(() => {})();
    expect(process.listenerCount('SIGINT')).toBe(signals);
    expect(process.listenerCount('newListener')).toBe(watchers);
  });
});
