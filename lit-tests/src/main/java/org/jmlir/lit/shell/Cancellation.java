package org.jmlir.lit.shell;

import java.util.ArrayList;
import java.util.List;

/**
 * Lets a watchdog stop a running test script: it kills the external processes the script started and
 * closes its pipes, so that blocked stages return. In-process tools are not interrupted mid-computation;
 * the script stops at its next command.
 */
public final class Cancellation {
  private volatile boolean cancelled;
  private final List<Process> processes = new ArrayList<>();
  private final List<Pipe> pipes = new ArrayList<>();

  public boolean isCancelled() {
    return cancelled;
  }

  public synchronized void cancel() {
    cancelled = true;
    for (Process p : processes) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
    }
    for (Pipe p : pipes) {
      p.cancel();
    }
  }

  synchronized void register(Process process) {
    if (cancelled) {
      process.destroyForcibly();
    }
    processes.add(process);
  }

  synchronized void unregister(Process process) {
    processes.remove(process);
  }

  synchronized void register(Pipe pipe) {
    if (cancelled) {
      pipe.cancel();
    }
    pipes.add(pipe);
  }

  synchronized void unregister(Pipe pipe) {
    pipes.remove(pipe);
  }
}
