package org.jmlir.lit;

/**
 * What running one test gave.
 *
 * @param code the outcome
 * @param output lit-style output: exit code and the execution trace, or the reason for the outcome
 * @param elapsedSeconds wall time spent, all attempts together
 * @param attempts how many times it ran (more than one with ALLOW_RETRIES)
 * @param maxAttempts how many times it was allowed to run
 */
public record TestResult(ResultCode code, String output, double elapsedSeconds, int attempts, int maxAttempts) {
  public static TestResult of(ResultCode code, String output) {
    return new TestResult(code, output, 0, 1, 1);
  }

  public TestResult withCode(ResultCode newCode) {
    return new TestResult(newCode, output, elapsedSeconds, attempts, maxAttempts);
  }

  public TestResult withElapsed(double seconds) {
    return new TestResult(code, output, seconds, attempts, maxAttempts);
  }
}
