package org.jmlir.filecheck;

/**
 * The outcome of one FileCheck run.
 *
 * @param status FileCheck's exit status: 0 all checks matched, 1 a check failed, 2 the check file, the
 *     options or the input could not be used
 * @param diagnostics everything FileCheck would print on stderr (messages and the input dump)
 */
public record FileCheckResult(int status, String diagnostics) {
  public static final int SUCCESS = 0;
  public static final int CHECK_FAILED = 1;
  public static final int USAGE_ERROR = 2;

  public boolean passed() {
    return status == SUCCESS;
  }
}
