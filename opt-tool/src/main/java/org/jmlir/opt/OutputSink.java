package org.jmlir.opt;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.function.Consumer;
import org.jmlir.ir.print.RawUtf8;
import org.jmlir.tool.Invocation;
import org.jmlir.tool.IoReason;

/**
 * jopt's output ({@code -o FILE} or {@code -}), written while it is printed: the printer hands over
 * its buffer every few KiB ({@link #accept}), so a large module is never held whole in memory.
 * A regular file is written through a temporary file beside it, moved over the target only when the
 * run succeeds (no partial output file on failure); stdout, devices and pipes are written directly,
 * as mlir-opt does. Output that never reached the drain threshold is written at {@link #finish}.
 */
final class OutputSink implements Consumer<StringBuilder> {
  private final Invocation inv;
  private final String output;
  private final Consumer<String> err;
  private OutputStream stream;
  private Path tmp;
  private Path target;
  /** The first write error; later output is dropped and {@link #finish} reports it. */
  private Exception failure;

  OutputSink(Invocation inv, String output, Consumer<String> err) {
    this.inv = inv;
    this.output = output;
    this.err = err;
  }

  /** The bytes of printed text (raw bytes of non-UTF-8 strings restored, see RawUtf8). */
  static byte[] encode(StringBuilder text) {
    return RawUtf8.encode(text);
  }

  /** Writes and empties {@code text} (called by the printer on the worker thread). */
  @Override
  public void accept(StringBuilder text) {
    if (failure == null) {
      try {
        if (stream == null) {
          open();
        }
        stream.write(encode(text));
      } catch (IOException | java.nio.file.InvalidPathException e) {
        failure = e;
      }
    }
    text.setLength(0);
  }

  private void open() throws IOException {
    if (output.equals("-")) {
      stream = inv.stdout();
      return;
    }
    target = inv.resolve(output);
    if (Files.exists(target) && !Files.isRegularFile(target)) {
      // A device or pipe (-o /dev/null, /dev/stdout, a FIFO): write through it. Moving a temporary
      // file over it would replace the device with a regular file.
      stream = new BufferedOutputStream(Files.newOutputStream(target), 1 << 16);
      return;
    }
    tmp = Files.createTempFile(target.toAbsolutePath().getParent(), ".jopt-", ".tmp");
    stream = new BufferedOutputStream(Files.newOutputStream(tmp), 1 << 16);
  }

  /**
   * Writes {@code rest} and completes the output for a run that ended with {@code status}; returns
   * the tool's exit status (1 if the output could not be written).
   */
  int finish(byte[] rest, int status) {
    if (output.equals("-")) {
      inv.stdout().write(rest, 0, rest.length);
      inv.stdout().flush();
      return status;
    }
    try {
      if (status != 0) {
        discard();
        return status;
      }
      if (failure == null) {
        try {
          if (stream == null) {
            open();
          }
          stream.write(rest);
          stream.close();
          if (tmp != null) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
          }
        } catch (IOException | java.nio.file.InvalidPathException e) {
          failure = e;
        }
      }
      if (failure != null) {
        discard();
        err.accept("cannot open output file '" + output + "': " + IoReason.of(failure) + "\n");
        return 1;
      }
      return 0;
    } finally {
      if (tmp != null) {
        try {
          Files.deleteIfExists(tmp);
        } catch (IOException e) {
          // Best effort: the temporary file is hidden and named as ours.
        }
      }
    }
  }

  private void discard() {
    if (stream != null) {
      try {
        stream.close();
      } catch (IOException e) {
        // The output is being thrown away.
      }
    }
  }
}
