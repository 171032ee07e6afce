package org.jmlir.lit;

import java.nio.file.Path;
import org.jmlir.lit.config.TestConfig;

/**
 * One discovered test file.
 *
 * @param suiteRoot the directory holding the suite's {@code jlit.cfg}
 * @param file the test file (absolute)
 * @param pathInSuite its path relative to the suite root, with {@code /} separators
 * @param config the settings in force for its directory
 */
public record LitTest(Path suiteRoot, Path file, String pathInSuite, TestConfig config) {
  /** {@code suite :: dir/file.mlir}, as lit names tests. */
  public String fullName() {
    return config.name() + " :: " + pathInSuite;
  }
}
