package org.jmlir.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import org.jmlir.tool.Invocation;

/**
 * Runs jrun in a child JVM, for hosts that run tools in process (jlit): the JIT-compiled program may
 * crash, and must take only the child down. The child gets the invocation's arguments, working
 * directory, environment and streams, and its exit status is the invocation's (a native crash: 128
 * plus the signal's number, as mlir-runner's in a shell); its main thread's stack is bin/jrun's.
 */
final class ChildProcess {
  private ChildProcess() {}

  static int run(Invocation inv) throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> cmd = new ArrayList<>(List.of("/bin/sh", "-c", "ulimit -c 0; exec \"$@\"", "jrun", java,
        "--enable-native-access=ALL-UNNAMED", "-Xss8m", "-XX:+SuppressFatalErrorMessage", "-XX:+UseSerialGC",
        "-XX:TieredStopAtLevel=1", "-XX:-UsePerfData", "-Xshare:auto",
        "-cp", System.getProperty("java.class.path"), JrunMain.class.getName()));
    cmd.addAll(inv.args());
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(inv.workingDirectory().toFile());
    pb.environment().clear();
    pb.environment().putAll(inv.environment());
    Process p = pb.start();
    Thread in = Thread.ofVirtual().start(() -> pump(inv.stdin(), p.getOutputStream(), true));
    Thread err = Thread.ofVirtual().start(() -> pump(p.getErrorStream(), inv.stderr(), false));
    pump(p.getInputStream(), inv.stdout(), false);
    int status = p.waitFor();
    err.join();
    in.interrupt();
    inv.stdout().flush();
    inv.stderr().flush();
    return status;
  }

  private static void pump(InputStream from, OutputStream to, boolean closeTarget) {
    byte[] buf = new byte[8192];
    try {
      for (int n; (n = from.read(buf)) > 0; ) {
        to.write(buf, 0, n);
      }
      to.flush();
    } catch (IOException e) {
      // the other side is gone: nothing more to copy
    } finally {
      if (closeTarget) {
        try {
          to.close();
        } catch (IOException e) {
          // already closed
        }
      }
    }
  }
}
