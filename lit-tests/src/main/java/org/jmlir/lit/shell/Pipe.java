package org.jmlir.lit.shell;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A bounded in-memory pipe between two concurrently running pipeline stages. The writer blocks while the
 * buffer is full and gets "Broken pipe" once the reader has closed; the reader blocks while it is empty
 * and sees end-of-file once the writer has closed. Either side may be closed by a cancellation.
 */
public final class Pipe {
  private final byte[] buffer;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition notEmpty = lock.newCondition();
  private final Condition notFull = lock.newCondition();
  private int head; // next byte to read
  private int count;
  private boolean writerClosed;
  private boolean readerClosed;

  private final InputStream in = new Source();
  private final OutputStream out = new Sink();

  public Pipe(int capacity) {
    buffer = new byte[capacity];
  }

  public Pipe() {
    this(64 * 1024);
  }

  public InputStream source() {
    return in;
  }

  public OutputStream sink() {
    return out;
  }

  /** Closes both ends: blocked readers see end-of-file, blocked writers get an error. */
  public void cancel() {
    close(true, true);
  }

  private void close(boolean reader, boolean writer) {
    lock.lock();
    try {
      readerClosed |= reader;
      writerClosed |= writer;
      notEmpty.signalAll();
      notFull.signalAll();
    } finally {
      lock.unlock();
    }
  }

  private final class Source extends InputStream {
    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      int n = read(one, 0, 1);
      return n < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (len == 0) {
        return 0;
      }
      lock.lock();
      try {
        while (count == 0) {
          if (writerClosed || readerClosed) {
            return -1;
          }
          notEmpty.await();
        }
        int n = Math.min(len, count);
        int first = Math.min(n, buffer.length - head);
        System.arraycopy(buffer, head, b, off, first);
        System.arraycopy(buffer, 0, b, off + first, n - first);
        head = (head + n) % buffer.length;
        count -= n;
        notFull.signalAll();
        return n;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("pipe read interrupted");
      } finally {
        lock.unlock();
      }
    }

    @Override
    public int available() {
      lock.lock();
      try {
        return count;
      } finally {
        lock.unlock();
      }
    }

    @Override
    public void close() {
      Pipe.this.close(true, false);
    }
  }

  private final class Sink extends OutputStream {
    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      lock.lock();
      try {
        while (len > 0) {
          if (readerClosed) {
            throw new IOException("Broken pipe");
          }
          if (writerClosed) {
            throw new IOException("Pipe closed");
          }
          if (count == buffer.length) {
            notFull.await();
            continue;
          }
          int tail = (head + count) % buffer.length;
          int n = Math.min(len, Math.min(buffer.length - count, buffer.length - tail));
          System.arraycopy(b, off, buffer, tail, n);
          count += n;
          off += n;
          len -= n;
          notEmpty.signalAll();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new InterruptedIOException("pipe write interrupted");
      } finally {
        lock.unlock();
      }
    }

    @Override
    public void close() {
      Pipe.this.close(false, true);
    }
  }
}
